// The shape of the careers page's own copy. An opening is published content: its file's schema
// is contracts/job-opening.schema.ts, its shape on the pages contracts/site-content.ts (Opening).
import { z } from "zod";
import { TextSchema } from "#contracts/content.schema.ts";
import { ImageSchema } from "./schema.ts";

export const CareersPageSchema = z.object({
  hero: ImageSchema,
  openingsHeading: z.literal("Current Job Openings"),
  openingsNote: TextSchema,
  applyLabel: z.literal("Apply Now"),
  /** Shown instead of the cards when no opening is open. */
  noOpenings: TextSchema,
});
export type CareersPage = z.infer<typeof CareersPageSchema>;
