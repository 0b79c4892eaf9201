// Manorama Sahapadi — campaign: launching a peer-learning ed-tech platform to students and parents.
import hero from "../../assets/art/work-campaign-manorama-hero.svg?preset=full";
import g1 from "../../assets/art/work-campaign-manorama-1.svg?preset=wide";
import g2 from "../../assets/art/work-campaign-manorama-2.svg?preset=wide";
import g3 from "../../assets/art/work-campaign-manorama-3.svg?preset=wide";
import g4 from "../../assets/art/work-campaign-manorama-4.svg?preset=wide";
import type { CaseStudy } from "./case-study.schema.ts";

export const campaignManorama = {
  slug: "campaign-manorama",
  title: "Learn together",
  metaDescription:
    "Learn together: Kadal's launch campaign for Sahapadi, a peer-learning ed-tech platform where Kerala's school students teach and learn from each other.",
  market: "Kerala, students of classes 8 to 12 and their parents",
  services: [
    "Launch campaign",
    "Naming architecture",
    "Key visual",
    "Social and video",
    "School outreach",
  ],
  description: [
    "Sahapadi — Malayalam for classmate — is an ed-tech platform where students learn from each other: a student who has cracked a chapter explains it, in their own words, to one who hasn't yet. It launched into a market crowded with apps selling star teachers and rank guarantees.",
    "Our campaign didn't compete on teachers. It celebrated the oldest study method in every Kerala classroom: the friend on the next bench who explains it better than the textbook.",
  ],
  hero: {
    image: hero,
    alt: "An open exercise book on sea ink, above it a gold speech bubble lettered S and a teal one lettered P talking to each other",
  },
  resultBadge: "Peer learning, made social",
  galleries: [
    {
      heading: "The launch",
      layout: "grid",
      images: [
        {
          image: g1,
          alt: "The Sahapadi key visual with the campaign line 'learn together'",
          caption: "Key visual",
        },
        {
          image: g2,
          alt: "A Sahapadi billboard by the water near a school",
          caption: "Outdoor near schools",
        },
        {
          image: g3,
          alt: "Students' explainer posts arranged in a phone grid",
          caption: "Students explaining, in their words",
        },
        {
          image: g4,
          alt: "The peer-learning mechanic in three steps: ask, explain, earn a badge",
          caption: "Ask, explain, earn",
        },
      ],
    },
  ],
  approach: [
    {
      heading: "Activation",
      paragraphs: [
        "We launched with 'explain it in 60 seconds': students filmed themselves explaining one hard concept, and the clearest explanations of the week were featured on Sahapadi's channels and in school assemblies that had joined the programme.",
      ],
    },
    {
      heading: "Insight and Strategy",
      paragraphs: [
        "Students don't admit they don't understand to a teacher, but they ask a friend at once. Parents, meanwhile, worried peer learning meant the blind leading the blind. The campaign spoke to both: fun and recognition for students, visible quality checks and progress reports for parents.",
      ],
    },
    {
      heading: "Challenges",
      paragraphs: [
        "Many of the audience were minors, so every piece of user content needed consent from a parent and the school before it was shared. We designed the consent flow into the entry form itself instead of chasing signatures after the fact.",
      ],
    },
  ],
  result: {
    paragraphs: [
      "Sahapadi launched with a library of student-made explainers on day one, and the 'explain it in 60 seconds' format became a permanent weekly feature of the platform.",
    ],
    figures: [],
  },
} satisfies CaseStudy;
