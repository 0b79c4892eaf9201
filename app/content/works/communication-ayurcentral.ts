// Ayur Central — communication: social creatives that filled ten Ayurvedic retail stores.
import hero from "../../assets/art/work-communication-ayurcentral-hero.svg?preset=full";
import g1 from "../../assets/art/work-communication-ayurcentral-1.svg?preset=wide";
import g2 from "../../assets/art/work-communication-ayurcentral-2.svg?preset=wide";
import g3 from "../../assets/art/work-communication-ayurcentral-3.svg?preset=wide";
import g4 from "../../assets/art/work-communication-ayurcentral-4.svg?preset=wide";
import type { CaseStudy } from "./case-study.schema.ts";

export const communicationAyurcentral = {
  slug: "communication-ayurcentral",
  title: "Ten stores, one ritual",
  metaDescription:
    "Social creatives by Kadal for Ayur Central's Ayurvedic retail stores: a 35% footfall increase across 10 stores and more than 750 consultations booked.",
  market: "Ten stores across Kerala",
  services: [
    "Social media strategy",
    "Social creatives",
    "Copywriting in English and Malayalam",
    "Store promotions",
  ],
  description: [
    "Ayur Central sells classical Ayurvedic medicines and wellness products, and every store has a physician on duty for free consultations. Most people walked past: the stores looked like pharmacies and the consultations were a secret kept on a laminated sign by the till.",
    "We made the consultation the hero. A year of social creatives, in English and Malayalam, turned the physician into a familiar face, the seasons into reasons to visit, and each of the ten stores into a place you could book a slot by sending a message.",
  ],
  hero: {
    image: hero,
    alt: "Ten gold store pins along a cream Kerala coastline on teal, tied together by one coir rope",
  },
  resultBadge: "35% footfall increase",
  galleries: [
    {
      heading: "Social creatives",
      layout: "grid",
      images: [
        {
          image: g1,
          alt: "A grid of twelve Ayur Central social posts in the brand colours",
          caption: "A month on the feed",
        },
        {
          image: g2,
          alt: "One Ayur Central post shown in a phone frame with its caption",
          caption: "Ask the vaidyan, a weekly post",
        },
        {
          image: g3,
          alt: "Ayur Central's four content buckets and how often each posted: rituals 10 a month, remedies 6, stores 8, seasons 6",
          caption: "The four content buckets",
        },
        {
          image: g4,
          alt: "Ten store fronts numbered one to ten under the line 'ten stores, one ritual'",
          caption: "Ten stores, one ritual",
        },
      ],
    },
  ],
  approach: [
    {
      heading: "Activation",
      paragraphs: [
        "Each post ended in one action: book a free consultation at your nearest store. We gave every store its own booking link and a WhatsApp number, so the team could see which creative filled which clinic chair.",
      ],
    },
    {
      heading: "Insight and Strategy",
      paragraphs: [
        "People trusted the medicines but were shy of the diagnosis; a consultation felt like a commitment to buy. We reframed it as a conversation — 'ask the vaidyan' — and built four content buckets around it: seasonal care (karkidakam, the monsoon month of rejuvenation), myths answered, the physician's kitchen, and store news.",
      ],
    },
    {
      heading: "Challenges",
      paragraphs: [
        "Claims about Ayurvedic medicines are tightly regulated, so nothing could promise a cure. Every post was reviewed by Ayur Central's chief physician before it went live, and we wrote around benefits people could feel, not conditions a product could treat.",
      ],
    },
  ],
  result: {
    paragraphs: [
      "Within a year the stores were busier and the physicians' calendars full. The consultations became the chain's most reliable way to win a customer for life.",
    ],
    figures: [
      { value: "35%", text: "35% footfall increase" },
      { value: "10", text: "10 stores" },
      { value: "750+", text: "more than 750 consultations" },
    ],
  },
} satisfies CaseStudy;
