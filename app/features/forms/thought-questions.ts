// The thought starters' four questions: the spec's prompts, in order, each with its picture.
import { THOUGHT_FIELDS } from "#contracts/thoughts.ts";
import type { PictureImage } from "../../lib/images.ts";
import inkBlot from "../../assets/art/thought-1.svg?preset=wide";
import moire from "../../assets/art/thought-2.svg?preset=wide";
import hiddenFish from "../../assets/art/thought-3.svg?preset=wide";
import notTheFlag from "../../assets/art/thought-4.svg?preset=wide";

/** The page reloads this long after an all-empty submit (spec §4, §9). */
export const EMPTY_RELOAD_DELAY_MS = 2000;

export type ThoughtQuestion = {
  field: (typeof THOUGHT_FIELDS)[number];
  prompt: string;
  image: PictureImage;
  alt: string;
};

export const THOUGHT_QUESTIONS: readonly ThoughtQuestion[] = [
  {
    field: THOUGHT_FIELDS[0],
    prompt: "What do you see? Tell us",
    image: inkBlot,
    alt: "A mirror-symmetric ink blot in deep sea blue on cream, in the style of a Rorschach card",
  },
  {
    field: THOUGHT_FIELDS[1],
    prompt: "And this? What is this?",
    image: moire,
    alt: "Two sets of fine concentric circles overlapping off-centre, making a shimmering wave pattern",
  },
  {
    field: THOUGHT_FIELDS[2],
    prompt: "Can you see this? Tell us what you see",
    image: hiddenFish,
    alt: "A circle filled with teal and green dots of many sizes, like a colour vision test, with a shape hidden among them",
  },
  {
    field: THOUGHT_FIELDS[3],
    prompt: "Clue, its not the flag. What is it?",
    image: notTheFlag,
    alt: "Three horizontal bands of vermilion and gold, cream and green, with a half circle resting on the middle band",
  },
];
