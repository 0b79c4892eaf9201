// Palm Tree — media: planning and buying for a food-retail chain's store openings.
import hero from "../../assets/art/work-media-palmtree-hero.svg?preset=full";
import g1 from "../../assets/art/work-media-palmtree-1.svg?preset=wide";
import g2 from "../../assets/art/work-media-palmtree-2.svg?preset=wide";
import g3 from "../../assets/art/work-media-palmtree-3.svg?preset=wide";
import g4 from "../../assets/art/work-media-palmtree-4.svg?preset=wide";
import type { CaseStudy } from "./case-study.schema.ts";

export const mediaPalmtree = {
  slug: "media-palmtree",
  title: "Fresh every morning, seen every morning",
  metaDescription:
    "Media planning by Kadal for Palm Tree, a Kerala food-retail chain: billboards, newspaper, bus shelters, radio and social timed to the morning shopping run.",
  market: "Kochi, Thrissur and Kottayam",
  services: [
    "Media strategy",
    "Media planning and buying",
    "Outdoor",
    "Print",
    "Radio",
    "Social amplification",
  ],
  description: [
    "Palm Tree runs neighbourhood supermarkets with an in-house bakery, and its promise is simple: fresh every morning. Each new store needed its catchment to know about it within a fortnight, on a budget sized for a regional chain rather than a national one.",
    "We planned media around the route people actually take to buy bread and milk — the junction billboard, the morning paper, the bus shelter outside the school — and let social carry the offers once the store was open.",
  ],
  hero: {
    image: hero,
    alt: "A roadside hoarding at sunrise reading 'fresh every morning' beside the Palm Tree mark, against bands of gold and vermilion sky over a green verge",
  },
  resultBadge: "Print, outdoor, radio, social",
  galleries: [
    {
      heading: "On the morning route",
      layout: "grid",
      images: [
        {
          image: g1,
          alt: "A Palm Tree billboard standing over a city skyline at a main junction",
          caption: "Junction billboard",
        },
        {
          image: g2,
          alt: "The morning edition of a Kochi newspaper with a Palm Tree advertisement beside the monsoon story",
          caption: "Morning paper, full column",
        },
        {
          image: g3,
          alt: "A Palm Tree poster inside a bus shelter",
          caption: "Bus shelter near the school run",
        },
        {
          image: g4,
          alt: "A media-mix chart of the opening budget: outdoor 35%, print 25%, social 25%, radio 15%",
          caption: "The media mix",
        },
      ],
    },
  ],
  approach: [
    {
      heading: "Activation",
      paragraphs: [
        "Every opening followed the same three-week rhythm: outdoor and print in the week before, radio and a newspaper jacket on opening day, then geo-targeted social offers inside a three-kilometre radius for the fortnight after.",
      ],
    },
    {
      heading: "Insight and Strategy",
      paragraphs: [
        "Fresh food is bought before nine in the morning, mostly by people on their way somewhere else. We stopped buying reach and started buying mornings: sites on the route to schools and bus stops, the front pages people read with their tea, breakfast-time radio slots.",
      ],
    },
    {
      heading: "Challenges",
      paragraphs: [
        "Good outdoor sites in Kochi are booked months ahead by national brands. We negotiated shorter, cheaper flights on secondary sites at the right junctions instead, and used the savings to stay on air through the second week, when national advertisers usually go quiet.",
      ],
    },
  ],
  result: {
    paragraphs: [
      "The morning-route plan became Palm Tree's template for every opening since: one playbook, adjusted per catchment, that the chain's own team can brief in an afternoon. The same stores now carry the brand's social community, whose growth is told on the Palm Tree communication page.",
    ],
    figures: [],
  },
} satisfies CaseStudy;
