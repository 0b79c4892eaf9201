// The works' categories and the addresses they give (no zod: pages import this). A study's
// folder, content/works/{segment}-{name}, is the page /works/{segment}/{name}, filed under its
// segment's category.
/** The category segment of a work's address, and the category it files the work under (the spec's order). */
export const WORK_CATEGORY_SEGMENTS = {
  branding: "branding",
  campaign: "campaign",
  communication: "communication",
  media: "media",
  packaging: "packaging",
  videos: "video",
  website: "website",
} as const;
export type WorkCategory = (typeof WORK_CATEGORY_SEGMENTS)[keyof typeof WORK_CATEGORY_SEGMENTS];
/** The categories, in the spec's order (the works page's tabs). */
export const WORK_CATEGORIES = Object.values(WORK_CATEGORY_SEGMENTS) as [
  WorkCategory,
  ...WorkCategory[],
];

/** The address (under /old) and category a study's slug gives it. */
export function studyAddress(slug: string): { path: string; category: WorkCategory } {
  const [segment, name] = slug.split("-") as [keyof typeof WORK_CATEGORY_SEGMENTS, string];
  return { path: `/works/${segment}/${name}`, category: WORK_CATEGORY_SEGMENTS[segment] };
}
