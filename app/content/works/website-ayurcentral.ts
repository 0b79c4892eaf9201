// Ayur Central — website: the retail chain's website, shown in images only.
import hero from "../../assets/art/work-website-ayurcentral-thumb.svg?preset=wide";
import g1 from "../../assets/art/work-website-ayurcentral-1.svg?preset=wide";
import g2 from "../../assets/art/work-website-ayurcentral-2.svg?preset=wide";
import g3 from "../../assets/art/work-website-ayurcentral-3.svg?preset=wide";
import g4 from "../../assets/art/work-website-ayurcentral-4.svg?preset=wide";
import type { CaseStudy } from "./case-study.schema.ts";

export const websiteAyurcentral = {
  slug: "website-ayurcentral",
  title: "Find your store",
  metaDescription:
    "The Ayur Central website by Kadal, in pictures: a home page, a product catalogue and a store locator that sends visitors to the nearest of the chain's stores.",
  market: "Kerala",
  services: ["Website design", "Product catalogue", "Store locator", "Front-end development"],
  description: [
    "A website with one job: get people from a search to the nearest Ayur Central store and its physician. The pictures tell the rest.",
  ],
  hero: {
    image: hero,
    alt: "A browser window showing the Ayur Central mark with the line 'find your store'",
  },
  resultBadge: "10 stores, one website",
  galleries: [
    {
      layout: "grid",
      images: [
        {
          image: g1,
          alt: "Ayur Central home page in a browser, with a hero and product cards",
          caption: "Home",
        },
        { image: g2, alt: "Ayur Central product listing grid", caption: "The catalogue" },
        {
          image: g3,
          alt: "Ayur Central store locator map with a pin for each store",
          caption: "Store locator",
        },
        {
          image: g4,
          alt: "Two phone screens of the Ayur Central website: home and the store map",
          caption: "On the phone",
        },
      ],
    },
  ],
  result: {
    paragraphs: [
      "Every product page ends at a store: the catalogue shows what each store stocks, and the locator books a free consultation with its physician.",
    ],
    figures: [],
  },
} satisfies CaseStudy;
