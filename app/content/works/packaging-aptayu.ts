// Aptayu — packaging: two design routes and five prototypes for an Ayurvedic wellness range.
import hero from "../../assets/art/work-packaging-aptayu-hero.svg?preset=full";
import r1 from "../../assets/art/work-packaging-aptayu-1.svg?preset=wide";
import r2 from "../../assets/art/work-packaging-aptayu-2.svg?preset=wide";
import p1 from "../../assets/art/work-packaging-aptayu-3.svg?preset=wide";
import p2 from "../../assets/art/work-packaging-aptayu-4.svg?preset=wide";
import p3 from "../../assets/art/work-packaging-aptayu-5.svg?preset=wide";
import p4 from "../../assets/art/work-packaging-aptayu-6.svg?preset=wide";
import p5 from "../../assets/art/work-packaging-aptayu-7.svg?preset=wide";
import type { CaseStudy } from "./case-study.schema.ts";

export const packagingAptayu = {
  slug: "packaging-aptayu",
  title: "Pure, plainly",
  metaDescription:
    "Unpackaging Aptayu: two design routes and five prototypes — jar, oil bottle, balm tube, tea pouch and gift carton — for an Ayurvedic range, by Kadal.",
  market: "Retail shelves in Kerala and e-commerce across India",
  services: [
    "Packaging strategy",
    "Design routes",
    "Structural prototypes",
    "Label copy",
    "Print supervision",
  ],
  description: [
    "With the identity in place, Aptayu's range needed packs that could stand on a pharmacy shelf and arrive intact in a courier box. Ayurvedic packaging tends to say everything at once; we wanted these packs to say one thing clearly — what is inside, and why it is pure.",
    "We took two design routes to the family, then built five prototypes of the chosen route, one for each format in the range, and tested them on shelves and in delivery boxes before anything went to print.",
  ],
  hero: {
    image: hero,
    alt: "A tall green Aptayu oil bottle between two cream balm jars, all with kasavu-striped labels, on a teak shelf before a laterite wall",
  },
  resultBadge: "2 routes, 5 prototypes",
  galleries: [
    {
      id: "design-routes",
      heading: "Two design routes",
      intro:
        "Route A wraps every pack in a broad kasavu band; route B builds labels from laterite blocks and gold type. The family chose A for the shelf and kept B's gold type for the premium gift range.",
      layout: "grid",
      images: [
        {
          image: r1,
          alt: "Design route A: a flat carton dieline with a broad kasavu band and the leaf mark",
          caption: "Route A — the kasavu band",
        },
        {
          image: r2,
          alt: "Design route B: labels built from laterite blocks with gold type on sea ink",
          caption: "Route B — laterite and gold",
        },
      ],
    },
    {
      id: "prototypes",
      heading: "Five prototypes",
      intro:
        "One prototype per format, made by hand and tested on a real shelf and in a real courier box.",
      layout: "grid",
      images: [
        {
          image: p1,
          alt: "Prototype 1: an amber-lidded jar with the kasavu label",
          caption: "Jar — balms and pastes",
        },
        {
          image: p2,
          alt: "Prototype 2: a tall oil bottle with a gold cap and the leaf label",
          caption: "Bottle — bath and hair oils",
        },
        {
          image: p3,
          alt: "Prototype 3: a balm tube lying on a diagonal with a kasavu stripe",
          caption: "Tube — travel balm",
        },
        {
          image: p4,
          alt: "Prototype 4: a stand-up tea pouch in palm green with a cream window",
          caption: "Pouch — herbal teas",
        },
        {
          image: p5,
          alt: "Prototype 5: a gift carton in three-quarter view with its lid ajar and gold inside",
          caption: "Carton — the gift set",
        },
      ],
    },
  ],
  approach: [
    {
      heading: "Activation",
      paragraphs: [
        "The packs launched on the online store first, where we could watch returns and reviews, and reached pharmacy shelves three months later with two small fixes the couriers had taught us: a tighter oil cap and a sleeve for the jar.",
      ],
    },
    {
      heading: "Insight and Strategy",
      paragraphs: [
        "Buyers read an Ayurvedic pack for two things: the ingredient they know, and proof it is genuine. So the front carries the one hero ingredient in large type and nothing else; the back carries the full formulation, batch number and the vaidyashala's licence, in plain language.",
      ],
    },
    {
      heading: "Challenges",
      paragraphs: [
        "Herbal oils stain paper labels and amber glass hides colours. We moved to a coated label stock, tested the palette on amber under shop lighting, and redrew the kasavu stripe so it still read as gold on brown glass.",
      ],
    },
  ],
  result: {
    paragraphs: [
      "The range now ships in one family of packs across five formats. The prototypes did their job: two problems found in a courier box, not on a customer's doorstep.",
    ],
    figures: [],
  },
} satisfies CaseStudy;
