// The side menu and the footer's link columns, in the order the specification gives.
export type MenuLink = { label: string; to: string; reloadDocument?: boolean };
export type MenuGroup = { label: string; id: string; children: MenuEntry[] };
export type MenuEntry = MenuLink | MenuGroup;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => "children" in entry;

export const sideMenu: MenuEntry[] = [
  { label: "Home", to: "/" },
  { label: "Thanathu", to: "/thanathu" },
  { label: "Works", to: "/works" },
  { label: "Weirdos", to: "/weirdos" },
  {
    label: "Services",
    id: "services",
    children: [
      { label: "Unbranding", to: "/services/branding" },
      { label: "Unadvertising", to: "/services/advertising" },
      { label: "Content & Stories", to: "/services/content-and-stories" },
      {
        label: "Digital Marketing",
        id: "digital-marketing",
        children: [
          { label: "Lead Generation", to: "/services/digital-marketing/lead-generation" },
          { label: "SEO", to: "/services/digital-marketing/seo" },
          { label: "PPC", to: "/services/digital-marketing/ppc" },
        ],
      },
    ],
  },
  { label: "Thought Starters", to: "/thought-starters" },
  // A full page load, so the server (or the route's fallback) can send the visitor to the blog.
  { label: "Blogs/News", to: "/blog", reloadDocument: true },
  { label: "Careers", to: "/careers/" },
  { label: "Say Hello", to: "/contact-us" },
];

export type FooterColumn = { heading: string; links: MenuLink[] };

export const footerColumns: FooterColumn[] = [
  {
    heading: "Works",
    links: ["Branding", "Packaging", "Communications", "Media", "Website"].map((label) => ({
      label,
      to: "/works",
    })),
  },
  {
    heading: "Services",
    links: [
      { label: "Unbranding", to: "/services/branding" },
      { label: "Unadvertising", to: "/services/advertising" },
      { label: "Content & Stories", to: "/services/content-and-stories" },
      { label: "Digital Marketing", to: "/services/digital-marketing" },
    ],
  },
  {
    heading: "Kadal",
    links: [
      { label: "Thanathu", to: "/thanathu" },
      { label: "Weirdos", to: "/weirdos" },
      { label: "Thought Starters", to: "/thought-starters" },
      { label: "Careers", to: "/careers/" },
      { label: "Say Hello", to: "/contact-us" },
    ],
  },
];
