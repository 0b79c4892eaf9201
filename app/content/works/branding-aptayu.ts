// Aptayu — branding: the identity of an Ayurvedic wellness house.
import hero from "../../assets/art/work-branding-aptayu-hero.svg?preset=full";
import g1 from "../../assets/art/work-branding-aptayu-1.svg?preset=wide";
import g2 from "../../assets/art/work-branding-aptayu-2.svg?preset=wide";
import g3 from "../../assets/art/work-branding-aptayu-3.svg?preset=wide";
import g4 from "../../assets/art/work-branding-aptayu-4.svg?preset=wide";
import poster from "../../assets/art/work-branding-aptayu-film.svg?preset=wide";
import filmMp4 from "../../assets/video/aptayu-film.mp4?url";
import filmWebm from "../../assets/video/aptayu-film.webm?url";
import type { CaseStudy } from "./case-study.schema.ts";

export const brandingAptayu = {
  slug: "branding-aptayu",
  title: "A brand rooted in ritual",
  metaDescription:
    "How Kadal built Aptayu's identity: a leaf-in-a-gold-disc mark, a kasavu-border pattern and a calm palette for an Ayurvedic wellness house from Kerala.",
  market: "Kerala, Bengaluru and online across India",
  services: [
    "Brand strategy",
    "Visual identity",
    "Pattern and colour system",
    "Stationery",
    "Motion identity",
  ],
  description: [
    "Aptayu began as a family vaidyashala that had prepared oils and balms for three generations of neighbours. The second generation wanted to sell beyond the town without turning the family's practice into another maroon-and-gold 'heritage' label.",
    "We built the brand around the daily ritual rather than the ancient secret: a mark made from a single leaf held in a gold disc, a pattern that borrows the kasavu border of a Kerala mundu, and a palette of palm green, cream and sea ink that sits quietly on a bathroom shelf.",
  ],
  hero: {
    image: hero,
    alt: "The Aptayu mark, a leaf in a gold disc, rising like a sun from a broad gold kasavu border on cream, banana leaves fanning up behind it",
  },
  resultBadge: "One system, every shelf",
  loopVideo: {
    label:
      "The identity in motion: the leaf turning in its gold disc, gold ripples, banana leaves in the wind and the kasavu border running along the foot",
    poster,
    webm: filmWebm,
    mp4: filmMp4,
  },
  galleries: [
    {
      heading: "The identity",
      layout: "grid",
      images: [
        {
          image: g1,
          alt: "The Aptayu lock-up: leaf mark and lower-case wordmark on palm green",
          caption: "The lock-up",
        },
        {
          image: g2,
          alt: "Aptayu colour swatches in palm green, cream, gold and sea ink beside a type specimen",
          caption: "Colour and type",
        },
        {
          image: g3,
          alt: "The leaf mark repeated as a pattern on cream above a gold kasavu border",
          caption: "The kasavu pattern",
        },
        {
          image: g4,
          alt: "Aptayu letterhead and business card laid on a teal desk",
          caption: "Stationery",
        },
      ],
    },
  ],
  approach: [
    {
      heading: "Activation",
      paragraphs: [
        "We launched the identity where Aptayu's customers already met the family: the clinic counter, the delivery box and the WhatsApp message confirming an order. Every one of them was redrawn in the new system in the first month, before a single advertisement ran.",
      ],
    },
    {
      heading: "Insight and Strategy",
      paragraphs: [
        "Buyers in the cities trusted Ayurveda but distrusted its branding, which looked either like a temple calendar or like a cosmetics counter. What they valued was the habit: the oil before a bath, the tea after dinner.",
        "So the strategy was 'a ritual, not a remedy'. The leaf stands for the one ingredient you can name; the kasavu border says Kerala without saying heritage.",
      ],
    },
    {
      heading: "Challenges",
      paragraphs: [
        "The family's vaidyan had to recognise his own practice in the new look. We kept the original hand-written batch labels as a texture inside the pattern, and printed the first proofs on the same paper the clinic had used for thirty years.",
      ],
    },
  ],
  result: {
    paragraphs: [
      "The identity now runs across four product lines, the clinic, the online store and the packaging that followed it. The family says customers in Bengaluru now describe the brand in the same words as neighbours at home: calm, honest, theirs.",
    ],
    figures: [],
  },
} satisfies CaseStudy;
