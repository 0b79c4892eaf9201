// Hama — videos: brand and product films for an accessories brand, with social reels.
import hero from "../../assets/art/work-videos-hama-hero.svg?preset=full";
import g2 from "../../assets/art/work-videos-hama-2.svg?preset=wide";
import g4 from "../../assets/art/work-videos-hama-4.svg?preset=wide";
import brandFilmPoster from "../../assets/art/film-hama-brand-film.svg?preset=wide";
import brandFilmWebm from "../../assets/video/hama-brand-film.webm?url";
import brandFilmMp4 from "../../assets/video/hama-brand-film.mp4?url";
import reelRainTestPoster from "../../assets/art/film-hama-reel-rain-test.svg?preset=card";
import reelRainTestWebm from "../../assets/video/hama-reel-rain-test.webm?url";
import reelRainTestMp4 from "../../assets/video/hama-reel-rain-test.mp4?url";
import reelVarkalaPoster from "../../assets/art/film-hama-reel-varkala.svg?preset=card";
import reelVarkalaWebm from "../../assets/video/hama-reel-varkala.webm?url";
import reelVarkalaMp4 from "../../assets/video/hama-reel-varkala.mp4?url";
import commuterBackpackPoster from "../../assets/art/film-hama-commuter-backpack.svg?preset=wide";
import commuterBackpackWebm from "../../assets/video/hama-commuter-backpack.webm?url";
import commuterBackpackMp4 from "../../assets/video/hama-commuter-backpack.mp4?url";
import rainCoverPoster from "../../assets/art/film-hama-rain-cover.svg?preset=wide";
import rainCoverWebm from "../../assets/video/hama-rain-cover.webm?url";
import rainCoverMp4 from "../../assets/video/hama-rain-cover.mp4?url";
import laptopSleevePoster from "../../assets/art/film-hama-laptop-sleeve.svg?preset=wide";
import laptopSleeveWebm from "../../assets/video/hama-laptop-sleeve.webm?url";
import laptopSleeveMp4 from "../../assets/video/hama-laptop-sleeve.mp4?url";
import earlyTrainPoster from "../../assets/art/film-hama-615-train.svg?preset=wide";
import earlyTrainWebm from "../../assets/video/hama-615-train.webm?url";
import earlyTrainMp4 from "../../assets/video/hama-615-train.mp4?url";
import monsoonCommutePoster from "../../assets/art/film-hama-monsoon-commute.svg?preset=wide";
import monsoonCommuteWebm from "../../assets/video/hama-monsoon-commute.webm?url";
import monsoonCommuteMp4 from "../../assets/video/hama-monsoon-commute.mp4?url";
import lastFerryPoster from "../../assets/art/film-hama-last-ferry.svg?preset=wide";
import lastFerryWebm from "../../assets/video/hama-last-ferry.webm?url";
import lastFerryMp4 from "../../assets/video/hama-last-ferry.mp4?url";
import packAWeekendPoster from "../../assets/art/film-hama-pack-a-weekend.svg?preset=wide";
import packAWeekendWebm from "../../assets/video/hama-pack-a-weekend.webm?url";
import packAWeekendMp4 from "../../assets/video/hama-pack-a-weekend.mp4?url";
import waxedCanvasPoster from "../../assets/art/film-hama-waxed-canvas.svg?preset=wide";
import waxedCanvasWebm from "../../assets/video/hama-waxed-canvas.webm?url";
import waxedCanvasMp4 from "../../assets/video/hama-waxed-canvas.mp4?url";
import phoneMountPoster from "../../assets/art/film-hama-phone-mount.svg?preset=wide";
import phoneMountWebm from "../../assets/video/hama-phone-mount.webm?url";
import phoneMountMp4 from "../../assets/video/hama-phone-mount.mp4?url";
import type { CaseStudy } from "./case-study.schema.ts";
import { film } from "./film.ts";

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
    alt: "A cream tote bag with a ring handle and a vermilion clasp swinging on a coir rope, between film-strip edges on gold",
  },
  resultBadge: "Films made to carry",
  galleries: [
    {
      heading: "Behind the films",
      layout: "grid",
      images: [
        {
          image: g2,
          alt: "A storyboard of six numbered frames from the Hama films: the brand film, the commuter, the rain cover, the 6:15, the monsoon ride and the last ferry",
          caption: "Storyboard: a day on the road",
        },
        {
          image: g4,
          alt: "The Hama edit: the brand film's backpack in the viewer, four clips in the bin, and title, picture and music tracks under the playhead",
          caption: "One shoot, three cuts",
        },
      ],
    },
  ],
  videos: [
    {
      id: "brand-film",
      heading: "The brand film",
      intro: "One backpack, one day, from the first train to the last ferry.",
      layout: "feature",
      videos: [
        film("Hama brand film: Made to carry", brandFilmPoster, brandFilmWebm, brandFilmMp4),
      ],
    },
    {
      id: "reels",
      heading: "Social reels",
      intro:
        "Vertical cut-downs for Instagram, each built around a single moment where the gear earns its keep.",
      layout: "reels",
      videos: [
        film(
          "Hama reel: the rain test",
          reelRainTestPoster,
          reelRainTestWebm,
          reelRainTestMp4,
          "9:16",
        ),
        film(
          "Hama reel: packing for Varkala",
          reelVarkalaPoster,
          reelVarkalaWebm,
          reelVarkalaMp4,
          "9:16",
        ),
      ],
    },
    {
      heading: "Product stories",
      layout: "columns",
      videos: [
        film(
          "Hama product story: the commuter backpack",
          commuterBackpackPoster,
          commuterBackpackWebm,
          commuterBackpackMp4,
        ),
        film("Hama product story: the rain cover", rainCoverPoster, rainCoverWebm, rainCoverMp4),
        film(
          "Hama product story: the laptop sleeve",
          laptopSleevePoster,
          laptopSleeveWebm,
          laptopSleeveMp4,
        ),
      ],
    },
    {
      heading: "On the road",
      layout: "columns",
      videos: [
        film(
          "Hama on the road: the 6:15 to Ernakulam",
          earlyTrainPoster,
          earlyTrainWebm,
          earlyTrainMp4,
        ),
        film(
          "Hama on the road: a monsoon commute",
          monsoonCommutePoster,
          monsoonCommuteWebm,
          monsoonCommuteMp4,
        ),
        film("Hama on the road: the last ferry", lastFerryPoster, lastFerryWebm, lastFerryMp4),
      ],
    },
    {
      heading: "How to",
      layout: "columns",
      videos: [
        film(
          "Hama how-to: pack a weekend in one bag",
          packAWeekendPoster,
          packAWeekendWebm,
          packAWeekendMp4,
        ),
        film(
          "Hama how-to: look after waxed canvas",
          waxedCanvasPoster,
          waxedCanvasWebm,
          waxedCanvasMp4,
        ),
        film("Hama how-to: fit the phone mount", phoneMountPoster, phoneMountWebm, phoneMountMp4),
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
