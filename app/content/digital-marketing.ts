// The Digital Marketing overview and its three service pages: lead generation, SEO and PPC.
import digitalHero from "../assets/art/service-digital-marketing.svg?preset=wide";
import leadTile from "../assets/art/service-lead-generation.svg?preset=card";
import seoTile from "../assets/art/service-seo.svg?preset=card";
import ppcTile from "../assets/art/service-ppc.svg?preset=card";
import leadHero from "../assets/art/service-lead-generation.svg?preset=wide";
import seoHero from "../assets/art/service-seo.svg?preset=wide";
import ppcHero from "../assets/art/service-ppc.svg?preset=wide";
import type {
  DigitalOverview,
  LeadGenerationPage,
  PpcPage,
  SeoPage,
} from "./digital-marketing.schema.ts";

const leadAlt = "A Chinese fishing net lifting a catch of gold fish out of backwater teal at dusk";
const seoAlt =
  "A lighthouse on laterite throwing a gold beam across the night sea, a magnifying lens caught in the beam";
const ppcAlt =
  "A cursor clicking a stack of gold coins beside laterite bars that rise from left to right";

export const digitalMarketing: DigitalOverview = {
  hero: {
    image: digitalHero,
    alt: "A vermilion cursor tapping a sea-ink field of dots and sending gold ripples outward",
  },
  sections: [
    {
      id: "one-number",
      kicker: "Digital",
      heading: "Clicks are cheap. Customers are not.",
      paragraphs: [
        "Dashboards full of impressions make everyone feel busy. We agree one number with you before we start — enquiries, store visits, orders, admissions — and every rupee of search, social and display spend answers to it.",
        "The three disciplines below work best together: search brings the people already looking, paid media finds the ones who are not looking yet, and a lead process makes sure nobody who raises a hand is left waiting.",
      ],
    },
  ],
  tilesHeading: "Three ways we bring you customers",
  tiles: [
    {
      id: "lead-generation",
      title: "Lead Generation",
      text: "Audited funnels, honest landing pages and real-time reporting on every enquiry.",
      to: "/services/digital-marketing/lead-generation",
      picture: { image: leadTile, alt: leadAlt },
    },
    {
      id: "seo",
      title: "SEO",
      text: "Technical fixes, pages people search for and local search for every store you run.",
      to: "/services/digital-marketing/seo",
      picture: { image: seoTile, alt: seoAlt },
    },
    {
      id: "ppc",
      title: "Pay Per Click",
      text: "Search, social, display, shopping and remarketing campaigns that pay for themselves.",
      to: "/services/digital-marketing/ppc",
      picture: { image: ppcTile, alt: ppcAlt },
    },
  ],
};

export const seo: SeoPage = {
  hero: { image: seoHero, alt: seoAlt },
  intro: {
    id: "seo-why",
    heading: "Be the answer, not the rumour",
    summary:
      "Search is where intent lives. Someone typing 'ayurvedic oil shop near me' at nine at night is not browsing — they are deciding, and first-page results take a 30% share of the traffic that follows.",
    more: [
      "We start with a technical audit: crawl errors, broken links, page speed on a mid-range Android phone over 4G, structured data, and whether your English and Malayalam pages point at each other properly. Then we fix what stops search engines from understanding your site.",
      "Next comes content people actually search for, written by people who know the subject, and local search: a Google Business Profile for every store, with the right hours, real photos and replies to reviews. We report monthly in plain language, and we never buy links.",
    ],
  },
  figure: { value: "30%", label: "share of traffic taken by first-page results" },
  highlightsHeading: "Four things we do on every SEO account",
  highlights: [
    {
      title: "Technical health",
      text: "Speed, crawlability, structured data and mobile layout fixed first, because nothing else works until they are.",
    },
    {
      title: "Content that answers",
      text: "Pages built around the questions your customers ask at the counter, in the words they use — English, Malayalam or both.",
    },
    {
      title: "Local search",
      text: "One accurate profile and one landing page per store, so 'near me' searches find the branch that is actually near.",
    },
    {
      title: "Honest reporting",
      text: "Rankings for the searches that matter, organic visits and enquiries — not a hundred keywords nobody types.",
    },
  ],
  faqHeading: "Questions clients ask us about SEO",
  faqs: [
    {
      question: "How long does SEO take to show results?",
      answer:
        "Technical fixes can move rankings within weeks; content and local search usually take three to six months. We agree milestones for months one, three and six, so you can judge the work long before the year is out.",
    },
    {
      question: "Do you guarantee first-page rankings?",
      answer:
        "No — and be wary of anyone who does. Nobody controls a search engine's results. We guarantee the work: an agreed list of fixes, pages and profile updates every month, and a report that shows what moved and what did not.",
    },
    {
      question: "Can you do SEO in Malayalam?",
      answer:
        "Yes. Many searches in Kerala mix Malayalam and English, in both scripts. We research both, write pages in both where it makes sense, and mark the language versions so each reader lands on their own.",
    },
    {
      question: "We have ten stores. Does local search really matter?",
      answer:
        "More than anything else we do. Each store needs its own profile with correct hours, photos and replies to reviews, and its own page on your site. 'Near me' searches are won or lost store by store.",
    },
    {
      question: "What do you need from us to start?",
      answer:
        "Access to your search console and analytics, whoever looks after your website, and an hour with the people who answer customers' questions — they know exactly what people ask.",
    },
    {
      question: "How do you report progress?",
      answer:
        "Once a month, in plain language: rankings for the searches that matter, organic visits, calls and direction requests from your store profiles, and enquiries from search. A live dashboard too, if you want one.",
    },
  ],
  next: { label: "Ask us for an SEO audit", to: "/contact-us" },
};

export const ppc: PpcPage = {
  hero: { image: ppcHero, alt: ppcAlt },
  sections: [
    {
      id: "every-rupee",
      kicker: "Performance",
      heading: "Paid media that earns its keep",
      paragraphs: [
        "Pay-per-click is the fastest way to reach people and the fastest way to waste money. The difference is discipline: tight targeting, honest landing pages, tracking that is checked before launch, and someone reading the numbers every day rather than every month.",
        "We plan budgets backwards from what a customer is worth to you, start small, cut what does not work within the week, and move the money to what does.",
      ],
    },
  ],
  boxesHeading: "Five ways we buy attention",
  boxes: [
    {
      title: "Search ads",
      text: "Campaigns on the searches that signal intent, with negative keywords kept up to date so you stop paying for curiosity.",
    },
    {
      title: "Social ads",
      text: "Meta and LinkedIn campaigns built around creative that stops the thumb, tested in small variations before the budget scales.",
    },
    {
      title: "Display and video",
      text: "Banners and YouTube pre-roll placed where your audience actually spends time, with frequency caps so nobody is chased.",
    },
    {
      title: "Shopping campaigns",
      text: "Clean product feeds with real photos, prices and stock, so online shoppers see exactly what they will get.",
    },
    {
      title: "Remarketing",
      text: "Gentle reminders for people who visited and left — a different message for a browser than for someone who filled half a form.",
    },
  ],
  next: { label: "Plan a campaign with us", to: "/contact-us" },
};

export const leadGeneration: LeadGenerationPage = {
  hero: { image: leadHero, alt: leadAlt },
  figure: {
    value: "10 years",
    label:
      "of lead experience — finding, qualifying and handing over enquiries for Kerala businesses",
  },
  readMores: [
    {
      id: "leads-not-likes",
      heading: "Leads, not likes",
      summary:
        "A lead is a person who raised their hand: a parent asking about admissions, a couple asking about a wedding package, a clinic asking for a bulk order. Our job is to make it easy for the right people to do that, and hard for the wrong ones.",
      more: [
        "That means forms with as few fields as the sale really needs, landing pages that answer the obvious questions before they are asked, and a clear promise about when someone will call back.",
        "It also means saying no to cheap volume. A thousand leads your sales team cannot convert cost you more than a hundred they can.",
      ],
    },
    {
      id: "good-lead",
      heading: "What a good lead looks like",
      summary:
        "Before we spend anything, we sit with your sales team and write down what a good lead is — budget, location, timeline, need — and what happens to it in the first hour.",
      more: [
        "Then we score every enquiry against that definition, route it to the right person on WhatsApp, phone or e-mail, and follow it until it becomes a customer or a clear no.",
        "Over 10 years we have learned that speed matters most: an enquiry answered within five minutes is far more likely to turn into a conversation than one answered the next morning.",
      ],
    },
  ],
  journeyHeading: "Your journey with us",
  journey: [
    {
      name: "Audit",
      text: "We map how enquiries reach you today — ads, search, walk-ins, referrals — check your tracking and forms, and find where good leads leak away.",
    },
    {
      name: "Implementation",
      text: "We fix the leaks, build landing pages and campaigns around one offer at a time, and connect every form to the people who call back.",
    },
    {
      name: "Real time reporting",
      text: "A live view of every lead, its source, its cost and its outcome, so decisions are made this week rather than at the end of the quarter.",
    },
  ],
  next: { label: "Start with an audit", to: "/contact-us" },
};
