// Lazza — videos: ten short films for an ice-cream brand's summer.
import hero from "../../assets/art/work-videos-lazza-hero.svg?preset=full";
import g2 from "../../assets/art/work-videos-lazza-2.svg?preset=wide";
import g3 from "../../assets/art/work-videos-lazza-3.svg?preset=wide";
import openerPoster from "../../assets/art/film-lazza-opener.svg?preset=wide";
import openerWebm from "../../assets/video/lazza-opener.webm?url";
import openerMp4 from "../../assets/video/lazza-opener.mp4?url";
import tenderCoconutPoster from "../../assets/art/film-lazza-tender-coconut.svg?preset=wide";
import tenderCoconutWebm from "../../assets/video/lazza-tender-coconut.webm?url";
import tenderCoconutMp4 from "../../assets/video/lazza-tender-coconut.mp4?url";
import jackfruitPoster from "../../assets/art/film-lazza-jackfruit.svg?preset=wide";
import jackfruitWebm from "../../assets/video/lazza-jackfruit.webm?url";
import jackfruitMp4 from "../../assets/video/lazza-jackfruit.mp4?url";
import filterCoffeePoster from "../../assets/art/film-lazza-filter-coffee.svg?preset=wide";
import filterCoffeeWebm from "../../assets/video/lazza-filter-coffee.webm?url";
import filterCoffeeMp4 from "../../assets/video/lazza-filter-coffee.mp4?url";
import fortKochiPoster from "../../assets/art/film-lazza-fort-kochi.svg?preset=wide";
import fortKochiWebm from "../../assets/video/lazza-fort-kochi.webm?url";
import fortKochiMp4 from "../../assets/video/lazza-fort-kochi.mp4?url";
import kakkanadPoster from "../../assets/art/film-lazza-kakkanad.svg?preset=wide";
import kakkanadWebm from "../../assets/video/lazza-kakkanad.webm?url";
import kakkanadMp4 from "../../assets/video/lazza-kakkanad.mp4?url";
import thrissurRoundPoster from "../../assets/art/film-lazza-thrissur-round.svg?preset=wide";
import thrissurRoundWebm from "../../assets/video/lazza-thrissur-round.webm?url";
import thrissurRoundMp4 from "../../assets/video/lazza-thrissur-round.mp4?url";
import afterTheExamPoster from "../../assets/art/film-lazza-after-the-exam.svg?preset=wide";
import afterTheExamWebm from "../../assets/video/lazza-after-the-exam.webm?url";
import afterTheExamMp4 from "../../assets/video/lazza-after-the-exam.mp4?url";
import powerCutPoster from "../../assets/art/film-lazza-power-cut.svg?preset=wide";
import powerCutWebm from "../../assets/video/lazza-power-cut.webm?url";
import powerCutMp4 from "../../assets/video/lazza-power-cut.mp4?url";
import beachAtFivePoster from "../../assets/art/film-lazza-beach-at-five.svg?preset=wide";
import beachAtFiveWebm from "../../assets/video/lazza-beach-at-five.webm?url";
import beachAtFiveMp4 from "../../assets/video/lazza-beach-at-five.mp4?url";
import type { CaseStudy } from "./case-study.schema.ts";
import { film } from "./film.ts";

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
          alt: "A storyboard of six numbered frames from the Lazza films: the opener, tender coconut, jackfruit, Fort Kochi, the power cut and the beach at five",
          caption: "Storyboard: six films, one summer",
        },
        {
          image: g3,
          alt: "Three Lazza films cut vertically and playing on phones: the opener, after the exam and the power cut",
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
      videos: [film("Lazza: Melt slowly, the series opener", openerPoster, openerWebm, openerMp4)],
    },
    {
      heading: "Flavour stories",
      layout: "columns",
      videos: [
        film(
          "Lazza flavour story: tender coconut",
          tenderCoconutPoster,
          tenderCoconutWebm,
          tenderCoconutMp4,
        ),
        film("Lazza flavour story: jackfruit", jackfruitPoster, jackfruitWebm, jackfruitMp4),
        film(
          "Lazza flavour story: filter coffee",
          filterCoffeePoster,
          filterCoffeeWebm,
          filterCoffeeMp4,
        ),
      ],
    },
    {
      heading: "Parlour portraits",
      layout: "columns",
      videos: [
        film("Lazza parlour portrait: Fort Kochi", fortKochiPoster, fortKochiWebm, fortKochiMp4),
        film("Lazza parlour portrait: Kakkanad", kakkanadPoster, kakkanadWebm, kakkanadMp4),
        film(
          "Lazza parlour portrait: Thrissur Round",
          thrissurRoundPoster,
          thrissurRoundWebm,
          thrissurRoundMp4,
        ),
      ],
    },
    {
      heading: "Summer moments",
      layout: "columns",
      videos: [
        film(
          "Lazza summer moment: after the exam",
          afterTheExamPoster,
          afterTheExamWebm,
          afterTheExamMp4,
        ),
        film("Lazza summer moment: the power cut", powerCutPoster, powerCutWebm, powerCutMp4),
        film(
          "Lazza summer moment: the beach at five",
          beachAtFivePoster,
          beachAtFiveWebm,
          beachAtFiveMp4,
        ),
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
