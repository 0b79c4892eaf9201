// Hama — videos: brand and product films for an accessories brand, with social reels.
import hero from "../../assets/art/work-videos-hama-hero.svg?preset=full";
import frame from "../../assets/art/work-videos-hama-1.svg?preset=card";
import g2 from "../../assets/art/work-videos-hama-2.svg?preset=wide";
import g4 from "../../assets/art/work-videos-hama-4.svg?preset=wide";
import type { CaseStudy } from "./case-study.schema.ts";

const youtube = (id: string, title: string) => ({
  provider: "youtube" as const,
  url: `https://www.youtube.com/watch?v=${id}`,
  title,
  poster: frame,
});

export const videosHama = {
  slug: "videos-hama",
  title: "Made to carry",
  metaDescription:
    "Made to carry: Kadal's brand film, product stories and social reels for Hama, an accessories brand — bags, cases and travel gear filmed on Kerala's roads and rails.",
  market: "India, online and in multi-brand stores",
  services: [
    "Video strategy",
    "Scripting and storyboards",
    "Production",
    "Editing and colour",
    "Social cut-downs",
  ],
  description: [
    "Hama makes bags, cases and travel accessories that are built to be used hard. Its product pages were full of specifications and its videos were spinning packshots; nobody could see what the gear was like to live with.",
    "We filmed Hama's products doing their jobs — on the 6:15 train to Ernakulam, on a rainy two-wheeler commute, in a backpacker's hostel in Varkala — and cut every shoot three ways: a film for YouTube, reels for Instagram, and short product stories for the online store.",
  ],
  hero: {
    image: hero,
    alt: "A cream tote bag with a ring handle and a vermilion clasp swinging on a coir rope, between film-strip edges on grey",
  },
  resultBadge: "Films made to carry",
  galleries: [
    {
      heading: "Behind the films",
      layout: "grid",
      images: [
        {
          image: g2,
          alt: "A six-frame storyboard for a Hama commute film",
          caption: "Storyboard: the monsoon commute",
        },
        {
          image: g4,
          alt: "An editing timeline of Hama clips on three tracks",
          caption: "One shoot, three cuts",
        },
      ],
    },
  ],
  videos: [
    {
      id: "brand-film",
      heading: "The brand film",
      intro: "Ninety seconds, one backpack, one day from the first train to the last ferry.",
      layout: "feature",
      videos: [youtube("kdlHama0001", "Hama brand film: Made to carry")],
    },
    {
      id: "reels",
      heading: "Social reels",
      intro:
        "Vertical cut-downs for Instagram, each built around a single moment where the gear earns its keep.",
      layout: "reels",
      videos: [
        {
          provider: "instagram",
          url: "https://www.instagram.com/reel/Ckdl0HamaR1/",
          title: "Hama reel: the rain test",
        },
        {
          provider: "instagram",
          url: "https://www.instagram.com/reel/Ckdl0HamaR2/",
          title: "Hama reel: packing for Varkala",
        },
      ],
    },
    {
      heading: "Product stories",
      layout: "columns",
      videos: [
        youtube("kdlHama0002", "Hama product story: the commuter backpack"),
        youtube("kdlHama0003", "Hama product story: the rain cover"),
        youtube("kdlHama0004", "Hama product story: the laptop sleeve"),
      ],
    },
    {
      heading: "On the road",
      layout: "columns",
      videos: [
        youtube("kdlHama0005", "Hama on the road: the 6:15 to Ernakulam"),
        youtube("kdlHama0006", "Hama on the road: a monsoon commute"),
        youtube("kdlHama0007", "Hama on the road: the last ferry"),
      ],
    },
    {
      heading: "How to",
      layout: "columns",
      videos: [
        youtube("kdlHama0008", "Hama how-to: pack a weekend in one bag"),
        youtube("kdlHama0009", "Hama how-to: look after waxed canvas"),
        youtube("kdlHama0010", "Hama how-to: fit the phone mount"),
      ],
    },
  ],
  approach: [
    {
      heading: "Activation",
      paragraphs: [
        "The brand film opened on YouTube with a pre-roll cut; the reels followed twice a week on Instagram; and each product story was placed on its product page, where it answers the question a buyer has at that moment.",
      ],
    },
    {
      heading: "Insight and Strategy",
      paragraphs: [
        "Accessories are bought on trust in how they will hold up, and specifications don't build trust — seeing the bag survive the monsoon does. Every film shows one real situation and the one feature that matters in it.",
      ],
    },
    {
      heading: "Challenges",
      paragraphs: [
        "Filming on working trains and in real rain leaves no second takes. We shot with a crew of four, planned each scene to the minute against the train timetable, and always had an indoor fallback for the days the monsoon refused to cooperate.",
      ],
    },
  ],
  result: {
    paragraphs: [
      "Hama now has a library of films that work on three screens, and a shooting method its team can repeat for every new product.",
    ],
    figures: [],
  },
} satisfies CaseStudy;
