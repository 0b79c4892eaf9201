// The Services overview and the three craft pages (Unbranding, Unadvertising, Content & Stories).
// The digital-marketing pages live in digital-marketing.ts.
import unbrandingTile from "../assets/art/service-unbranding.svg?preset=card";
import unadvertisingTile from "../assets/art/service-unadvertising.svg?preset=card";
import contentTile from "../assets/art/service-content-stories.svg?preset=card";
import digitalTile from "../assets/art/service-digital-marketing.svg?preset=card";
import unbrandingHero from "../assets/art/service-unbranding.svg?preset=wide";
import unadvertisingHero from "../assets/art/service-unadvertising.svg?preset=wide";
import contentHero from "../assets/art/service-content-stories.svg?preset=wide";
import type { CraftPage, ServicesOverview } from "./services.schema.ts";

const unbrandingAlt =
  "A sea-ink brand tag peeled back at one corner to kasavu gold, the word BRAND struck through and 'un' written before it";
const unadvertisingAlt =
  "An empty billboard standing in backwater teal, a gold tide running through its frame and out into the water";
const contentAlt =
  "An open book whose pages fan out like a banana leaf, beside a vermilion speech bubble and a gold film strip";
const digitalAlt =
  "A vermilion cursor tapping a sea-ink field of dots and sending gold ripples outward";

export const servicesOverview: ServicesOverview = {
  tiles: [
    {
      id: "unbranding",
      title: "Unbranding",
      text: "Names, identities and packs built from what is true about a business — and nothing borrowed.",
      to: "/services/branding",
      picture: { image: unbrandingTile, alt: unbrandingAlt },
    },
    {
      id: "unadvertising",
      title: "Unadvertising",
      text: "Campaigns that feel like conversations: film, print, outdoor and social people choose to pass on.",
      to: "/services/advertising",
      picture: { image: unadvertisingTile, alt: unadvertisingAlt },
    },
    {
      id: "content-and-stories",
      title: "Content & Stories",
      text: "Films, social series, photography and writing in English and Malayalam, made to be watched to the end.",
      to: "/services/content-and-stories",
      picture: { image: contentTile, alt: contentAlt },
    },
    {
      id: "digital-marketing",
      title: "Digital Marketing",
      text: "Lead generation, search and pay-per-click, counted in customers rather than clicks.",
      to: "/services/digital-marketing",
      picture: { image: digitalTile, alt: digitalAlt },
    },
  ],
  worksHeading: "Proof, not promises",
  worksNote:
    "An Ayurvedic retailer with ten stores, an ice cream maker, a literary festival, a hotel on the backwaters: the work says more than this page can.",
  worksLink: { label: "See our works", to: "/works" },
};

export const unbranding: CraftPage = {
  hero: { image: unbrandingHero, alt: unbrandingAlt },
  sections: [
    {
      id: "unbranding",
      kicker: "Unbranding",
      heading: "Take away what is borrowed. Keep what is true.",
      paragraphs: [
        "Most brands in a category look alike because they were briefed alike: the same gold foil for 'premium', the same leaf for 'natural', the same smiling family for 'trust'. Unbranding is the opposite exercise. We remove the borrowed colours and the stock promises and look at what is left. What is left is usually the brand.",
        "We spend the first two weeks inside the business — behind the counter, on the shop floor, reading the questions customers send on WhatsApp — before anyone opens a sketchbook.",
      ],
      points: [
        "A one-page brand truth the founder can say out loud, in English and in Malayalam",
        "Name, identity and tone of voice, tested with real customers before they are final",
        "A guidelines book your printer in Ernakulam and your social team can both follow",
        "Launch kit: signage, uniforms, stationery, social templates",
      ],
    },
    {
      id: "unpackaging",
      kicker: "Unpackaging",
      heading: "Three seconds on the shelf, three months on the counter",
      paragraphs: [
        "A pack has to be found in a crowded aisle and then live in a kitchen. We design for both: a front that is spotted from two metres away, a back that is actually read.",
        "For Aptayu, an Ayurvedic range of oils, balms and teas, we replaced a dozen colour schemes with one kasavu stripe — a gold band that says Kerala without shouting 'traditional' — and printed five prototypes to hold and open before anything was approved.",
      ],
      points: [
        "Structure, dielines and material choices, with the recycler in mind",
        "Printed prototypes, handled and argued over before approval",
        "Label copy that meets AYUSH and FSSAI rules without reading like a legal notice",
      ],
    },
  ],
  figuresHeading: "From our work",
  figures: [
    { value: "1 stripe", label: "replaced twelve colour schemes across the Aptayu range" },
    { value: "5", label: "packaging prototypes made and handled before sign-off" },
  ],
  next: { label: "See the Aptayu packaging", to: "/works/packaging/aptayu" },
};

export const unadvertising: CraftPage = {
  hero: { image: unadvertisingHero, alt: unadvertisingAlt },
  sections: [
    {
      id: "conversation",
      kicker: "Unadvertising",
      heading: "Make the thing people want to see. Then sign it.",
      paragraphs: [
        "Someone in Kochi scrolls past hundreds of ads before lunch and remembers none of them. So we do not start with the product. We start with what people already care about — the World Cup, the Onam sadya, the first monsoon rain, exam results week — and find the place where your brand honestly belongs in it.",
        "That is how a grocery chain's World Cup giveaway, built on photos fans sent in themselves, reached more than a million people and collected over 8,000 contacts without feeling like an ad at all.",
      ],
      points: [
        "Campaign ideas that travel across film, print, outdoor, radio and social",
        "Ad films from script to final grade, shot in Kerala with Kerala crews",
        "Outdoor that reads at 40 km/h on the Edappally–Vyttila stretch of NH 66",
        "Social-first mechanics: user-generated content, contests, giveaways",
      ],
    },
    {
      id: "proof",
      kicker: "Measured",
      heading: "We count what happened, not what was seen",
      paragraphs: [
        "Every campaign starts with the one number it must move — footfall, visits, sign-ups, followers who stay — and ends with a report on that number. When an ice cream launch aimed for 10,000 visits, we reported 30,000; when something underperforms, we say so and say why.",
      ],
    },
  ],
  figuresHeading: "From our work",
  figures: [
    { value: "1 million+", label: "people reached by the Palm Tree World Cup campaign" },
    { value: "2,500 → 11,000", label: "followers in 14 days during the same campaign" },
    { value: "30,000", label: "visits for an ice cream campaign that targeted 10,000" },
  ],
  next: { label: "See the World Cup campaign", to: "/works/campaign/palmtree" },
};

export const contentAndStories: CraftPage = {
  hero: { image: contentHero, alt: contentAlt },
  sections: [
    {
      id: "stories",
      kicker: "Kathakal",
      heading: "Every good thing here comes with a കഥ",
      paragraphs: [
        "In Kerala, anything worth buying arrives with a കഥ — a story — told over a shop counter, at a wedding lunch, in a bus queue. Brands forgot that when they moved online. We did not.",
        "We plan content the way a newsroom does: a few clear buckets, a calendar, a voice that stays the same when the writer changes. Then we make it — in English, in Malayalam, and in the mix of both that people actually speak.",
      ],
      points: [
        "Brand films, ad films and short documentaries",
        "Social series and reels, planned in content buckets",
        "Photography for products, food, spaces and people",
        "Writing: websites, long reads, scripts and captions",
      ],
    },
    {
      id: "patience",
      kicker: "Patience",
      heading: "Content compounds, if you keep at it",
      paragraphs: [
        "Palm Tree's social pages had 1,500 followers in July 2020 and more than 7,500 by March 2023 — no single viral post, just three years of useful, cheerful, consistent work. A hotel's feed, stories and illustrations took it from 23.7K to 30.5K followers.",
      ],
    },
  ],
  figuresHeading: "From our work",
  figures: [
    { value: "1,500 → 7,500+", label: "Palm Tree followers, July 2020 to March 2023" },
    { value: "23.7K → 30.5K", label: "followers for a hotel's feed, stories and illustrations" },
  ],
  next: { label: "See the hotel's social creatives", to: "/works/communication/grandhayatt" },
};
