// The Weirdos page: the company philosophy in three blocks (WHAT, WHY, HOW) and the words of the
// newsletter strip at its foot.
import weirdosHero from "../assets/art/hero-weirdos.svg?preset=full";
import type { Philosophy } from "./philosophy.schema.ts";

export const philosophy: Philosophy = {
  hero: {
    image: weirdosHero,
    alt: "A shoal of teal fish all swimming left on sea ink, and one vermilion fish swimming the other way",
  },
  blocks: [
    {
      label: "WHAT",
      heading: "Marketing with a local accent",
      paragraphs: [
        "We are a marketing and creative company in Kochi. We unbrand, unadvertise, tell stories and run digital marketing for businesses that would rather be remembered than merely liked.",
        "Our clients sell groceries, Ayurvedic oils and ice cream; they run a literary festival, a hotel on the backwaters, an accessories label and an ed-tech platform for students. None of them wanted to look like their competitors. Neither do we.",
      ],
    },
    {
      label: "WHY",
      heading: "Sound like where you are from",
      paragraphs: [
        "Because Kerala has better stories than its advertising tells. Our നാട് gave the world the spice route, the snake boat and the sadya on a banana leaf — and then its brands started copying commercials made for somewhere else.",
        "We think a brand from here can sound like here and still sell everywhere. തനത് — being of its own kind — is not a style. It is a business advantage nobody can buy off a shelf.",
      ],
    },
    {
      label: "HOW",
      heading: "Close to the work",
      paragraphs: ["Small teams, no layers, and a habit of asking one question too many."],
      points: [
        "The person who pitches the idea is the person who makes it",
        "We spend time inside your business before we design for it",
        "We write in English and Malayalam, and in the mix of both people actually speak",
        "We measure footfall, enquiries and sales — and tell you when something did not work",
      ],
    },
  ],
  newsletter: {
    heading: "Stay weird with us",
    text: "One letter a month: work in progress, things we liked, and one Malayalam word worth knowing. No spam, and you can leave with one click.",
  },
};
