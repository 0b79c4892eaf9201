// Lazza — campaign: a summer campaign for an ice-cream brand that tripled its visit target.
import hero from "../../assets/art/work-campaign-lazza-hero.svg?preset=full";
import g1 from "../../assets/art/work-campaign-lazza-1.svg?preset=wide";
import g2 from "../../assets/art/work-campaign-lazza-2.svg?preset=wide";
import g3 from "../../assets/art/work-campaign-lazza-3.svg?preset=wide";
import g4 from "../../assets/art/work-campaign-lazza-4.svg?preset=wide";
import type { CaseStudy } from "./case-study.schema.ts";

export const campaignLazza = {
  slug: "campaign-lazza",
  title: "Lick the heat",
  metaDescription:
    "Lick the heat, Kadal's summer campaign for Lazza ice cream: a melt-the-heat challenge that set a target of 10,000 visits and achieved 30,000.",
  market: "Kerala, April to May",
  services: [
    "Campaign idea",
    "Key visual",
    "Outdoor",
    "Social and user-generated content",
    "Microsite",
  ],
  description: [
    "Lazza makes small-batch ice cream in Kochi and sells it through parlours and neighbourhood freezers. In a Kerala April, when the mercury passes 38 °C, every ice-cream brand shouts 'cool'. Lazza needed to be the one people went looking for.",
    "'Lick the heat' turned the weather into the game: the hotter the afternoon, the bigger the scoop. A daily heat reading on the campaign page unlocked the day's offer at the parlours, and people shared their fastest-melting cones for a place on the wall.",
  ],
  hero: {
    image: hero,
    alt: "A three-scoop ice-cream cone held up against a blazing gold sun on vermilion, heat shimmering off the ground",
  },
  resultBadge: "3× the visit target",
  galleries: [
    {
      heading: "The campaign",
      layout: "grid",
      images: [
        {
          image: g1,
          alt: "The Lazza key visual carrying the campaign line 'lick the heat'",
          caption: "Key visual",
        },
        {
          image: g2,
          alt: "A Lazza billboard standing by the backwater",
          caption: "Outdoor by the water",
        },
        {
          image: g3,
          alt: "Customers' posts arranged in a phone grid under #licktheheat: cones in the sun, by candlelight and on the beach, a tender coconut and a filter coffee",
          caption: "The melt wall",
        },
        {
          image: g4,
          alt: "The campaign mechanic in three steps: check the heat, visit a parlour, share the melt",
          caption: "Three steps to a bigger scoop",
        },
      ],
    },
  ],
  approach: [
    {
      heading: "Activation",
      paragraphs: [
        "Outdoor near the parlours carried the day's heat reading; social pushed people to the campaign page, where the temperature set the offer. Parlour staff wore 'how hot is it?' badges, and every shared melt photo earned a stamp towards a free tub.",
      ],
    },
    {
      heading: "Insight and Strategy",
      paragraphs: [
        "Nobody needs to be told ice cream is cold. But everyone in Kerala talks about the heat — it is the first line of every phone call in April. We made Lazza part of that conversation instead of interrupting it.",
      ],
    },
    {
      heading: "Challenges",
      paragraphs: [
        "The offer changed every day with the weather, across forty outlets, most of them without a till system. We printed a one-page daily card for each parlour and ran the heat reading from one public weather feed so staff and customers always saw the same number.",
      ],
    },
  ],
  result: {
    paragraphs: [
      "The campaign page became the most visited thing Lazza had ever published, and parlour owners asked for the heat cards to come back the next summer.",
    ],
    figures: [{ value: "30,000", text: "target 10,000 visits, achieved 30,000" }],
  },
} satisfies CaseStudy;
