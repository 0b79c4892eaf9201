// Alleppey Literature Festival — website: the festival's site for desktop and phone.
import hero from "../../assets/art/work-website-alf-desktop-1.svg?preset=full";
import d1 from "../../assets/art/work-website-alf-desktop-1.svg?preset=full";
import d2 from "../../assets/art/work-website-alf-desktop-2.svg?preset=full";
import d3 from "../../assets/art/work-website-alf-desktop-3.svg?preset=full";
import m1 from "../../assets/art/work-website-alf-mobile-1.svg?preset=card";
import m2 from "../../assets/art/work-website-alf-mobile-2.svg?preset=card";
import m3 from "../../assets/art/work-website-alf-mobile-3.svg?preset=card";
import type { CaseStudy } from "./case-study.schema.ts";

export const websiteAlf = {
  slug: "website-alf",
  title: "Read the coast",
  metaDescription:
    "Read the coast: Kadal's website for the Alleppey Literature Festival — programme, speakers and tickets, designed for the phone first and shown on desktop and mobile.",
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
    "We rebuilt it around the three questions every festival-goer asks — who is speaking, when, and how do I get in — with a programme that filters by day and language, speaker pages that link to their sessions, and a ticket that lives on the phone.",
  ],
  hero: {
    image: hero,
    alt: "The festival's home page in a browser: the 'read the coast' hero with the ALF book mark and the dates",
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
          alt: "ALF website on desktop, home: the 'read the coast' hero with the book mark and festival dates",
          caption: "Home",
        },
        {
          image: d2,
          alt: "ALF website on desktop, programme: a three-day schedule of sessions",
          caption: "Programme",
        },
        {
          image: d3,
          alt: "ALF website on desktop, speakers: a grid of speaker cards, each an initial in a circle",
          caption: "Speakers",
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
          alt: "ALF website on a phone, home with the book mark and 'read the coast'",
          caption: "Home",
        },
        {
          image: m2,
          alt: "ALF website on a phone, the programme list for day 1",
          caption: "Day 1 programme",
        },
        {
          image: m3,
          alt: "ALF website on a phone, the ticket screen with its entry code",
          caption: "Ticket",
        },
      ],
    },
  ],
  approach: [
    {
      heading: "Activation",
      paragraphs: [
        "The site went live with the speaker announcements, eight weeks before the festival, so the first wave of attention landed on speaker pages with a ticket button rather than a 'coming soon' page.",
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
        "The programme changed until the last morning, and the festival team were writers, not web editors. We gave them one spreadsheet-like screen to edit sessions, which publishes to the programme, the speaker pages and the printed schedule at once.",
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
