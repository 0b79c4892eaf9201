// Grand Kayal — communication: a hotel's social creatives in feed posts, stories and illustrations.
import hero from "../../assets/art/work-communication-grandhayatt-hero.svg?preset=full";
import f1 from "../../assets/art/work-communication-grandhayatt-feed-1.svg?preset=wide";
import f2 from "../../assets/art/work-communication-grandhayatt-feed-2.svg?preset=wide";
import f3 from "../../assets/art/work-communication-grandhayatt-feed-3.svg?preset=wide";
import s1 from "../../assets/art/work-communication-grandhayatt-stories-1.svg?preset=card";
import s2 from "../../assets/art/work-communication-grandhayatt-stories-2.svg?preset=card";
import s3 from "../../assets/art/work-communication-grandhayatt-stories-3.svg?preset=card";
import i1 from "../../assets/art/work-communication-grandhayatt-illustration-1.svg?preset=wide";
import i2 from "../../assets/art/work-communication-grandhayatt-illustration-2.svg?preset=wide";
import i3 from "../../assets/art/work-communication-grandhayatt-illustration-3.svg?preset=wide";
import type { CaseStudy } from "./case-study.schema.ts";

export const communicationGrandhayatt = {
  slug: "communication-grandhayatt",
  title: "Stay slow",
  metaDescription:
    "Kadal's social creatives for Grand Kayal, Kochi — feed, stories, illustrations: followers from 23.7K to 30.5K, pages in the top 5 properties in Kerala.",
  market: "Travellers in India and the Gulf planning a stay in Kochi",
  services: [
    "Social media strategy",
    "Feed and story creatives",
    "Illustration",
    "Community management",
  ],
  description: [
    "Grand Kayal is a large waterfront hotel on the backwaters of Kochi. Its social pages looked like every other luxury hotel's: drone shots, buffet spreads and 'book now'. Guests, meanwhile, wrote reviews about slow breakfasts, sunsets from the jetty and the quiet of the pool at dusk.",
    "We rebuilt the hotel's social communication around 'stay slow' — three kinds of creative, each with its own rhythm: square feed posts for the moments, stories for tonight and tomorrow, and a series of illustrations that drew the hotel as a place rather than a property.",
  ],
  hero: {
    image: hero,
    alt: "A gold moon over the backwater at dusk, seen through the hotel's arch, with a houseboat and a Chinese fishing net in silhouette",
  },
  resultBadge: "Top 5 in Kerala",
  galleries: [
    {
      id: "feed",
      heading: "Feed",
      intro: "Square posts for the moments guests remember: the window, the breakfast, the words.",
      layout: "square",
      images: [
        {
          image: f1,
          alt: "Feed post: an arched window framing a gold sun over the pool",
          caption: "The arched window",
        },
        {
          image: f2,
          alt: "Feed post: a top-down breakfast of appam, stew and coffee drawn in flat circles",
          caption: "Appam, stew and a slow coffee",
        },
        {
          image: f3,
          alt: "Feed post: 'stay slow' in gold type beside the GK arch mark",
          caption: "Stay slow",
        },
      ],
    },
    {
      id: "stories",
      heading: "Stories",
      intro: "Full-screen stories for what is happening tonight and tomorrow morning.",
      layout: "stories",
      images: [
        {
          image: s1,
          alt: "Story: sunrise over the backwater seen from the jetty, with 'swipe up to stay'",
          caption: "Sunrise from the jetty",
        },
        {
          image: s2,
          alt: "Story: tonight's menu card with three courses in gold on sea ink",
          caption: "Tonight's menu",
        },
        {
          image: s3,
          alt: "Story: an invitation to a poolside evening under lanterns",
          caption: "Poolside evening",
        },
      ],
    },
    {
      id: "illustrations",
      heading: "Illustrations",
      intro: "A drawn series that shows the hotel as a place, not a property.",
      layout: "grid",
      images: [
        {
          image: i1,
          alt: "Illustration: the hotel lobby as a run of cream arches over a sea-ink floor",
          caption: "The lobby",
        },
        {
          image: i2,
          alt: "Illustration: the pool with palms and loungers, flat and seen from above",
          caption: "The pool",
        },
        {
          image: i3,
          alt: "Illustration: the backwater view from a room, a kettuvallam on gold water",
          caption: "The view from a room",
        },
      ],
    },
  ],
  approach: [
    {
      heading: "Activation",
      paragraphs: [
        "Three feed posts a week, stories every evening from the restaurants and the jetty, and an illustration each month. Every story carried a 'reply to book' prompt, answered by the reservations team within the hour.",
      ],
    },
    {
      heading: "Insight and Strategy",
      paragraphs: [
        "Guests don't remember a hotel's amenities; they remember how slow the morning felt. We took the words guests used in their reviews and made them the brief for every creative.",
      ],
    },
    {
      heading: "Challenges",
      paragraphs: [
        "A hotel this size runs four restaurants and several events a day, all wanting a post. We agreed a simple rule with the hotel's team — stories for promotions, the feed for the feeling — so the feed never turned back into a notice board.",
      ],
    },
  ],
  result: {
    paragraphs: [
      "A slower feed proved a stronger one: more people followed, more of them replied to book, and the hotel's pages climbed the regional rankings.",
    ],
    figures: [
      { value: "30.5K", text: "followers from 23.7K to 30.5K" },
      { value: "Top 5", text: "pages ranked in the top 5 properties in Kerala" },
    ],
  },
} satisfies CaseStudy;
