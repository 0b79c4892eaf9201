// The thirteen case-study pages: where each lives and what it is called. Routes, the works list,
// breadcrumbs and project navigation all read this list.
export type WorkCategory =
  "branding" | "campaign" | "communication" | "media" | "packaging" | "video" | "website";

export type WorkPage = {
  /** Unique key of the page, also its route id suffix. */
  slug: string;
  /** The spec's workID: the number that excludes a work from its own "other works" list. */
  workId: number;
  /** URL path under /old, without a trailing slash. */
  path: string;
  /** Route pattern in app/routes.ts (differs from path only for optional section ids). */
  routePattern: string;
  /**
   * Extra prerendered paths that show the same page: section id → the section's name, which the
   * section page's title (and so its sharing card) carries.
   */
  sections?: Readonly<Record<string, string>>;
  client: string;
  category: WorkCategory;
};

export const workPages = [
  {
    slug: "branding-aptayu",
    workId: 0,
    path: "/works/branding/aptayu",
    client: "Aptayu",
    category: "branding",
  },
  {
    slug: "media-palmtree",
    workId: 1,
    path: "/works/media/palmtree",
    client: "Palm Tree",
    category: "media",
  },
  {
    slug: "communication-ayurcentral",
    workId: 2,
    path: "/works/communication/ayurcentral",
    client: "Ayur Central",
    category: "communication",
  },
  {
    slug: "campaign-lazza",
    workId: 3,
    path: "/works/campaign/lazza",
    client: "Lazza",
    category: "campaign",
  },
  {
    slug: "campaign-palmtree",
    workId: 4,
    path: "/works/campaign/palmtree",
    routePattern: "works/campaign/palmtree/:id?",
    sections: { lessgo: "World Cup", onam: "Onam" },
    client: "Palm Tree",
    category: "campaign",
  },
  {
    slug: "campaign-manorama",
    workId: 5,
    path: "/works/campaign/manorama",
    client: "Manorama Sahapadi",
    category: "campaign",
  },
  {
    slug: "packaging-aptayu",
    workId: 6,
    path: "/works/packaging/aptayu",
    client: "Aptayu",
    category: "packaging",
  },
  {
    slug: "website-alf",
    workId: 7,
    path: "/works/website/alf",
    client: "Alleppey Literature Festival",
    category: "website",
  },
  {
    slug: "website-ayurcentral",
    workId: 8,
    path: "/works/website/ayurcentral",
    client: "Ayur Central",
    category: "website",
  },
  {
    slug: "communication-palmtree",
    workId: 9,
    path: "/works/communication/palmtree",
    client: "Palm Tree",
    category: "communication",
  },
  {
    slug: "videos-hama",
    workId: 10,
    path: "/works/videos/hama",
    client: "Hama",
    category: "video",
  },
  {
    slug: "videos-lazza",
    workId: 11,
    path: "/works/videos/lazza",
    client: "Lazza",
    category: "video",
  },
  {
    slug: "communication-grandhayatt",
    workId: 12,
    path: "/works/communication/grandhayatt",
    client: "Grand Kayal",
    category: "communication",
  },
].map((page) => ({
  routePattern: page.path.slice(1),
  ...page,
})) as readonly WorkPage[];

export const caseStudyRouteId = (slug: string) => `work-${slug}`;

export function workPageBySlug(slug: string): WorkPage {
  const page = workPages.find((work) => work.slug === slug);
  if (!page) throw new Error(`Unknown work page: ${slug}`);
  return page;
}

/** The category names as the works filter and badges show them. */
export const categoryLabels: Record<WorkCategory, string> = {
  branding: "Branding",
  campaign: "Campaign",
  communication: "Communication",
  media: "Media",
  packaging: "Packaging",
  video: "Videos",
  website: "Website",
};
