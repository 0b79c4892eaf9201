// The home landing's tiles, column by column (the first column also holds the logo tile).
export type HomeTile = {
  id: string;
  label: string;
  /** A short line under the label. */
  line: string;
  to: string;
  tone: "sea" | "teal" | "gold" | "vermilion" | "cream" | "palm";
  /** The Works tile plays a looping background video. */
  video?: boolean;
};

export const homeColumns: HomeTile[][] = [
  [
    {
      id: "thanathu",
      label: "Thanathu",
      line: "തനത് — our own concept brand",
      to: "/thanathu",
      tone: "gold",
    },
  ],
  [
    {
      id: "works",
      label: "Works",
      line: "Proof, not promises",
      to: "/works",
      tone: "sea",
      video: true,
    },
  ],
  [
    {
      id: "weirdos",
      label: "Weirdos",
      line: "We are who we are",
      to: "/weirdos",
      tone: "vermilion",
    },
    {
      id: "thought-starters",
      label: "Thought Starters",
      line: "Four pictures. What do you see?",
      to: "/thought-starters",
      tone: "cream",
    },
  ],
  [
    {
      id: "services",
      label: "Services",
      line: "Unbranding, unadvertising, stories, digital",
      to: "/services",
      tone: "teal",
    },
    {
      id: "say-hello",
      label: "Say Hello",
      line: "Chai, a chat, a brief",
      to: "/contact-us",
      tone: "palm",
    },
  ],
];
