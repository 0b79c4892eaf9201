// Lazza — videos: ten short films for an ice-cream brand's summer.
import hero from "../../assets/art/work-videos-lazza-hero.svg?preset=full";
import frame from "../../assets/art/work-videos-lazza-1.svg?preset=card";
import g2 from "../../assets/art/work-videos-lazza-2.svg?preset=wide";
import g3 from "../../assets/art/work-videos-lazza-3.svg?preset=wide";
import type { CaseStudy } from "./case-study.schema.ts";

const youtube = (id: string, title: string) => ({
  provider: "youtube" as const,
  url: `https://www.youtube.com/watch?v=${id}`,
  title,
  poster: frame,
});

export const videosLazza = {
  slug: "videos-lazza",
  title: "Melt slowly",
  metaDescription:
    "Melt slowly: ten short films by Kadal for Lazza ice cream — flavour stories, parlour portraits and summer moments, made for YouTube and the parlours' screens.",
  market: "Kerala, online and on parlour screens",
  services: [
    "Video series concept",
    "Food styling and production",
    "Editing and sound",
    "Parlour screen loops",
  ],
  description: [
    "Ice cream is the hardest thing to film in a Kerala summer: it starts melting before the lights are set. For Lazza we made that the subject — ten short films that slow down the moments when ice cream is at its best, just before it is gone.",
    "The series runs on YouTube and loops, without sound, on the screens inside Lazza's parlours, where it does the job a menu board never could.",
  ],
  hero: {
    image: hero,
    alt: "A pink scoop of ice cream melting in slow drips over a gold cone, on deep teal between film-strip edges",
  },
  resultBadge: "10 films, one summer",
  galleries: [
    {
      heading: "Behind the films",
      layout: "grid",
      images: [
        {
          image: g2,
          alt: "A six-frame storyboard for a Lazza flavour film",
          caption: "Storyboard: the first scoop",
        },
        {
          image: g3,
          alt: "Three vertical Lazza reels shown in phones",
          caption: "Vertical cuts for the parlour screens",
        },
      ],
    },
  ],
  videos: [
    {
      id: "series-opener",
      heading: "The series opener",
      layout: "feature",
      videos: [youtube("kdlLazza001", "Lazza: Melt slowly, the series opener")],
    },
    {
      heading: "Flavour stories",
      layout: "columns",
      videos: [
        youtube("kdlLazza002", "Lazza flavour story: tender coconut"),
        youtube("kdlLazza003", "Lazza flavour story: jackfruit"),
        youtube("kdlLazza004", "Lazza flavour story: filter coffee"),
      ],
    },
    {
      heading: "Parlour portraits",
      layout: "columns",
      videos: [
        youtube("kdlLazza005", "Lazza parlour portrait: Fort Kochi"),
        youtube("kdlLazza006", "Lazza parlour portrait: Kakkanad"),
        youtube("kdlLazza007", "Lazza parlour portrait: Thrissur Round"),
      ],
    },
    {
      heading: "Summer moments",
      layout: "columns",
      videos: [
        youtube("kdlLazza008", "Lazza summer moment: after the exam"),
        youtube("kdlLazza009", "Lazza summer moment: the power cut"),
        youtube("kdlLazza010", "Lazza summer moment: the beach at five"),
      ],
    },
  ],
  approach: [
    {
      heading: "Activation",
      paragraphs: [
        "One film a week through April and May, released on the afternoons the forecast said would be hottest, and cut to silent loops for the parlour screens the same week.",
      ],
    },
    {
      heading: "Insight and Strategy",
      paragraphs: [
        "Every ice-cream ad shows the same splash and swirl. What people actually remember is the moment around it — the exam just finished, the power cut, the beach at five. We filmed the moment and let the ice cream arrive in it.",
      ],
    },
    {
      heading: "Challenges",
      paragraphs: [
        "Real ice cream under film lights lasts about forty seconds. We shot in a chilled studio at dawn, kept a freezer of back-up scoops beside the camera, and never used a fake — Lazza's makers tasted every take's product afterwards.",
      ],
    },
  ],
  result: {
    paragraphs: [
      "Ten films that gave the 'Lick the heat' campaign its mood, and a loop on the parlour screens that the staff say sells the flavour of the week before anyone reads the menu.",
    ],
    figures: [],
  },
} satisfies CaseStudy;
