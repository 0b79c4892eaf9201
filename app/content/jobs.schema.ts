// The shape of a job opening as the pages use it, and of the careers page. An opening's file and
// the fields both share are contracts/job-opening.schema.ts; here its picture is made ready (the
// build's image pipeline, scripts/content-plugin.ts) and whether it is open is decided.
import { z } from "zod";
import { SlugSchema, TextSchema } from "#contracts/content.schema.ts";
import { closesAfterPosting, jobFields } from "#contracts/job-opening.schema.ts";
import { ImageSchema } from "./schema.ts";

export const JobSchema = z
  .object({
    ...jobFields,
    slug: SlugSchema,
    picture: ImageSchema,
    /** Whether it takes applications, decided once at build (server/content/jobs.ts isOpen). */
    open: z.boolean(),
  })
  .refine(...closesAfterPosting);
export type Job = z.infer<typeof JobSchema>;

export const CareersPageSchema = z.object({
  hero: ImageSchema,
  openingsHeading: z.literal("Current Job Openings"),
  openingsNote: TextSchema,
  applyLabel: z.literal("Apply Now"),
  /** Shown instead of the cards when no opening is open. */
  noOpenings: TextSchema,
});
export type CareersPage = z.infer<typeof CareersPageSchema>;
