// The words every screen opens with: its name (for the title), heading, sharing description and
// introduction, and the section class its body carries. Keyed by the page's path under /old. A
// service page's words are in its own file (content/services/), a study's in its folder.
export type PageCopy = {
  title: string;
  heading: string;
  description: string;
  intro: string;
  /** Section class on <body>, beside "inner-page" (spec "Common page behaviour"). */
  bodyClass: string;
};

export const pages = {
  "/": {
    title: "Home",
    heading: "Kadal — stories from the coast, built for the world",
    description:
      "Kadal is a marketing and creative company from Kochi, Kerala: brands, campaigns, content and digital marketing that people actually remember.",
    intro:
      "We are a small, stubborn team of designers, writers, strategists and film-makers on the Kerala coast. We unbrand, unadvertise and tell stories.",
    bodyClass: "home-page",
  },
  "/thanathu": {
    title: "Thanathu",
    heading: "Thanathu — തനത്, rooted in its own soil",
    description:
      "Thanathu is Kadal's concept brand: a study in rooted design, designing better and civic responsiveness, made in Kerala.",
    intro:
      "Thanathu (തനത്) means 'of its own kind'. It is where we test what a brand from Kerala can be when it stops imitating and starts belonging.",
    bodyClass: "thanathu-page",
  },
  "/weirdos": {
    title: "Weirdos",
    heading: "We are who we are",
    description:
      "What Kadal does, why we do it and how: the philosophy of a Kerala creative company that would rather be remembered than liked.",
    intro:
      "Weirdos, mostly. A copywriter who writes in two scripts, a strategist who reads balance sheets for fun, designers who argue about kerning at lunch.",
    bodyClass: "weirdos-page",
  },
  "/thought-starters": {
    title: "Thought Starters",
    heading: "Thought starters",
    description:
      "Four pictures, four questions. Tell Kadal what you see — there are no wrong answers, only interesting ones.",
    intro:
      "Four pictures, one at a time. Tell us what you see. There are no wrong answers, only interesting ones.",
    bodyClass: "thought-starters-page",
  },
  "/contact-us": {
    title: "Say Hello",
    heading: "SAY HELLO",
    description:
      "Start a conversation with Kadal in Kochi: tell us about your brand, your campaign or your crazy idea, and we will call you back.",
    intro:
      "A brand that needs unbranding, a launch in six weeks, or just a chai and a chat — tell us, and one of us will call you back within a working day.",
    bodyClass: "contact-page",
  },
  "/blog": {
    title: "Blogs/News",
    heading: "Blogs and news",
    description: "Notes, news and long reads from Kadal's studio in Kochi.",
    intro: "Our blog lives on our main site. Taking you there now.",
    bodyClass: "blog-page",
  },
  "/careers/": {
    title: "Careers",
    heading: "Careers",
    description:
      "Work at Kadal in Kochi: openings for a social media content specialist, digital strategist, art director, graphic designer, video editor and illustrator.",
    intro: "We are free-spirits. We are curious. We are excited. We get carried away. That's it",
    bodyClass: "careers-page",
  },
  "/careers/apply-now": {
    title: "Apply Now",
    heading: "Apply now",
    description: "Time to make your move and show us what you've got!",
    intro: "Four questions and your CV. Take your time — we read every word.",
    bodyClass: "apply-page",
  },
  "/services": {
    title: "Services",
    heading: "What we do",
    description:
      "Unbranding, unadvertising, content and stories, and digital marketing — the four things Kadal does for brands in Kerala and beyond.",
    intro:
      "Four crafts, one team. We start with what makes you different and strip away everything that makes you look like everyone else.",
    bodyClass: "services-page",
  },
  "/works": {
    title: "Works",
    heading: "Works",
    description:
      "Kadal's portfolio: branding, campaigns, communication, media, packaging, videos and websites for food retail, Ayurveda, festivals, ice cream, ed-tech and hotels.",
    intro: "Proof, not promises. Pick a craft, or scroll through everything we are proud of.",
    bodyClass: "works-page",
  },
} as const satisfies Record<string, PageCopy>;

export type PagePath = keyof typeof pages;
