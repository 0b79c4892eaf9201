// The works' categories as the works filter, badges and breadcrumbs name them.
import type { WorkCategory } from "./case-study.schema.ts";

export type { WorkCategory };

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
