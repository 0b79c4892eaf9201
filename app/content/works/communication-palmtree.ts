// Palm Tree — communication: content buckets that grew a food-retail community over three years.
import hero from "../../assets/art/work-communication-palmtree-hero.svg?preset=full";
import g1 from "../../assets/art/work-communication-palmtree-1.svg?preset=wide";
import g2 from "../../assets/art/work-communication-palmtree-2.svg?preset=wide";
import g3 from "../../assets/art/work-communication-palmtree-3.svg?preset=wide";
import g4 from "../../assets/art/work-communication-palmtree-4.svg?preset=wide";
import type { CaseStudy } from "./case-study.schema.ts";

export const communicationPalmtree = {
  slug: "communication-palmtree",
  title: "What's cooking?",
  metaDescription:
    "Palm Tree's social communication by Kadal: four content buckets that grew the food-retail chain from 1,500 followers (July 2020) to more than 7,500 (March 2023).",
  market: "Palm Tree's neighbourhoods in central Kerala",
  services: [
    "Content strategy",
    "Content buckets and calendar",
    "Social creatives",
    "Community management",
  ],
  description: [
    "We started looking after Palm Tree's social pages in the middle of 2020, when shopping had moved to the phone and a neighbourhood supermarket had to be useful online or be forgotten.",
    "Instead of a stream of offers, we organised everything around four content buckets, each with its own look and its own day of the week, so followers knew what to expect and the store teams knew what to send us.",
  ],
  hero: {
    image: hero,
    alt: "A sadya served on a banana leaf seen from above: rice, curries and pappadam on the leaf, a payasam bowl beside it, on cream",
  },
  resultBadge: "more than 7,500 followers",
  galleries: [
    {
      id: "content-buckets",
      heading: "Four content buckets",
      intro:
        "What's cooking (recipes from the bakery and the aisles), Fresh today (the morning's arrivals), Our people (the faces behind the counters) and Good deals (offers, never more than one post in four).",
      layout: "grid",
      images: [
        {
          image: g3,
          alt: "Palm Tree's four content buckets and how often each posted: recipes 12 a month, offers 6, festivals 4, farm to shelf 8",
          caption: "The four buckets",
        },
        {
          image: g1,
          alt: "A grid of twelve Palm Tree social posts in the brand colours",
          caption: "A fortnight on the feed",
        },
        {
          image: g2,
          alt: "One Palm Tree post in a phone frame with its caption",
          caption: "Fresh today",
        },
        {
          image: g4,
          alt: "A speech-bubble creative asking 'what's cooking?' on vermilion",
          caption: "What's cooking",
        },
      ],
    },
  ],
  approach: [
    {
      heading: "Activation",
      paragraphs: [
        "A weekly calendar gave each bucket its day, and a shared folder let every store send photographs of the morning's arrivals before eight. Replies to comments and messages went out within the working day, in the language they were asked in.",
      ],
    },
    {
      heading: "Insight and Strategy",
      paragraphs: [
        "People follow a supermarket for the same reason they chat with its staff: what's fresh, what to cook with it, and who is behind the counter today. Offers bring people once; usefulness brings them back, so we kept offers to one post in four.",
      ],
    },
    {
      heading: "Challenges",
      paragraphs: [
        "A chain's stores don't have social-media teams. We kept the ask small — three photos a week from each store — and turned them into posts with templates that still looked like Palm Tree when the photography didn't.",
      ],
    },
  ],
  result: {
    paragraphs: [
      "Three years of steady, useful posts built a community that shows up in the stores. It also gave the World Cup and Onam campaigns an audience to start from.",
    ],
    figures: [
      { value: "7,500+", text: "followers from 1,500 (July 2020) to more than 7,500 (March 2023)" },
    ],
  },
} satisfies CaseStudy;
