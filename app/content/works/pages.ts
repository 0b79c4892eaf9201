// The case-study pages: where each lives and what it is called, from content/works/ (one folder a
// study; scripts/content-plugin.ts makes the index). The works list, breadcrumbs, the project
// ring and "Other works" all read this list; a study's blocks come only with its own page.
import { workIndex } from "virtual:kadal/work-index";
import type { WorkCategory } from "./case-study.schema.ts";
import type { WorkIndexEntry } from "./work-list.schema.ts";

export type { WorkCategory };
export type WorkPage = WorkIndexEntry;

/** Every study's page, in the works list's order. */
export const workPages: readonly WorkPage[] = workIndex;

/** The page at a path (under /old, without a trailing slash), if a study lives there. */
export const workPageByPath = (path: string): WorkPage | undefined =>
  workPages.find((work) => work.path === path);

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
