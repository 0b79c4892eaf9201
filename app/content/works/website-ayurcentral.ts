// Ayur Central — website: the retail chain's website, shown in images only.
// The pictures are captures of the chain's pages (tools/artwork/sites/ayurcentral/) in device frames.
import hero from "../../assets/mockups/ayurcentral-hero.jpg?preset=full";
import g1 from "../../assets/mockups/ayurcentral-desktop-products.jpg?preset=wide";
import g2 from "../../assets/mockups/ayurcentral-desktop-consultation.jpg?preset=wide";
import g3 from "../../assets/mockups/ayurcentral-desktop-stores.jpg?preset=wide";
import g4 from "../../assets/mockups/ayurcentral-phones.jpg?preset=wide";
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
    alt: "Ayur Central's home page on a laptop — 'Ayurveda, from the store down your road.' beside a shelf of oils and the Edappally store's vaidya card — and the store finder's map of Kerala on a phone",
  },
  resultBadge: "10 stores, one website",
  galleries: [
    {
      layout: "grid",
      images: [
        {
          image: g1,
          alt: "The product range in a browser: categories down the side and oils with their prices and how many of the ten stores stock each",
          caption: "The range",
        },
        {
          image: g2,
          alt: "Booking a consultation in a browser: the senior and the consulting vaidya at the Edappally store, the day's time slots and a summary marked 'Free'",
          caption: "Book a consultation",
        },
        {
          image: g3,
          alt: "The store finder in a browser: stores listed by distance from Kochi beside a map of the Kerala coast with a pin for each",
          caption: "Find your store",
        },
        {
          image: g4,
          alt: "Three phones showing the home page, the product range and the store finder",
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
