// Alleppey Literature Festival — website: the festival's site for desktop and phone.
// The pictures are captures of the festival's pages (tools/artwork/sites/alf/) in device frames.
import hero from "../../assets/mockups/alf-hero.jpg?preset=full";
import d1 from "../../assets/mockups/alf-desktop-programme.jpg?preset=full";
import d2 from "../../assets/mockups/alf-desktop-book.jpg?preset=full";
import d3 from "../../assets/mockups/alf-desktop-tickets.jpg?preset=full";
import m1 from "../../assets/mockups/alf-phone-index.jpg?preset=card";
import m2 from "../../assets/mockups/alf-phone-book.jpg?preset=card";
import m3 from "../../assets/mockups/alf-phone-tickets.jpg?preset=card";
import type { CaseStudy } from "./case-study.schema.ts";

export const websiteAlf = {
  slug: "website-alf",
  title: "Read the coast",
  metaDescription:
    "Read the coast: Kadal's website for the Alleppey Literature Festival — programme, books and tickets, designed for the phone first and shown on desktop and mobile.",
  market: "Readers in Kerala and visitors from across India",
  services: [
    "Website design",
    "Information architecture",
    "Front-end development",
    "Ticketing integration",
    "Content management",
  ],
  description: [
    "The Alleppey Literature Festival brings writers, translators and readers to the backwaters for three days every winter. Its old website was a PDF programme and a phone number; visitors decided which sessions to attend in the queue at the gate.",
    "We rebuilt it around the three questions every festival-goer asks — what is on, when, and how do I get in — with a programme that filters by day and language, book pages that link to their sessions, and a ticket that lives on the phone.",
  ],
  hero: {
    image: hero,
    alt: "The festival's home page on a laptop — 'Read the coast', 12–14 December, three book covers fanned beside the headline — and the day-one programme on a phone beside it",
  },
  resultBadge: "Desktop and mobile, one festival",
  galleries: [
    {
      id: "desktop",
      heading: "On desktop",
      layout: "desktop",
      images: [
        {
          image: d1,
          alt: "The programme page in a browser: day tabs for Friday, Saturday and Sunday, language filters, four sessions with times, venues and add buttons, and a list of the three venues",
          caption: "Programme",
        },
        {
          image: d2,
          alt: "A book's page in a browser: the cover of 'The Ferry at Four', what the novel is about, its two sessions and three books on sale at the festival market",
          caption: "Book",
        },
        {
          image: d3,
          alt: "The tickets page in a browser: day, festival and student passes with their prices, and a festival pass with its booking code",
          caption: "Tickets",
        },
      ],
    },
    {
      id: "mobile",
      heading: "On mobile",
      layout: "phones",
      images: [
        {
          image: m1,
          alt: "The home page on a phone: 'Read the coast', the dates, two buttons and fanned book covers",
          caption: "Home",
        },
        {
          image: m2,
          alt: "A book's page on a phone: the cover and title of 'The Ferry at Four' above its first session",
          caption: "Book",
        },
        {
          image: m3,
          alt: "The tickets page on a phone: a three-day festival pass with a booking code, who it admits and its gate, above the pass's price",
          caption: "Your pass",
        },
      ],
    },
  ],
  approach: [
    {
      heading: "Activation",
      paragraphs: [
        "The site went live with the programme announcement, eight weeks before the festival, so the first wave of attention landed on session and book pages with a ticket button rather than a 'coming soon' page.",
      ],
    },
    {
      heading: "Insight and Strategy",
      paragraphs: [
        "Most visitors open the site on a phone, often on the festival grounds with a weak signal. We designed the mobile programme first, kept every page light enough for a crowded network, and let the desktop layout grow from it.",
      ],
    },
    {
      heading: "Challenges",
      paragraphs: [
        "The programme changed until the last morning, and the festival team were writers, not web editors. We gave them one spreadsheet-like screen to edit sessions, which publishes to the programme, the book pages and the printed schedule at once.",
      ],
    },
  ],
  result: {
    paragraphs: [
      "Festival-goers planned their days before they arrived, the gate queue moved on phone tickets, and the team changed the programme on the last morning without calling a developer.",
    ],
    figures: [],
  },
} satisfies CaseStudy;
