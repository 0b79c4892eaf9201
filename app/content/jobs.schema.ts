// The shape of a job opening and of the careers page, checked at build by
// app/content/validate-content.ts: the openings must be exactly contracts/jobs.ts JOB_SLUGS.
import { z } from "zod";
import { JOB_SLUGS } from "#contracts/jobs.ts";
import { TextSchema } from "./blocks.schema.ts";
import { ImageSchema } from "./schema.ts";

const IsoDate = z.iso.date("must be a date written YYYY-MM-DD");

export const JobSchema = z
  .object({
    slug: z.enum(JOB_SLUGS, "slug must be one of contracts/jobs.ts JOB_SLUGS"),
    title: TextSchema,
    /** One sentence on the role; also the JobPosting description. */
    summary: TextSchema,
    duties: z.array(TextSchema).length(4, "an opening lists exactly four duties"),
    picture: ImageSchema,
    employmentType: z.enum(["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN"]),
    datePosted: IsoDate,
    validThrough: IsoDate,
  })
  .refine((job) => job.validThrough > job.datePosted, {
    message: "validThrough must be after datePosted",
    path: ["validThrough"],
  });
export type Job = z.infer<typeof JobSchema>;

/** Fails unless the openings are exactly JOB_SLUGS, once each and in the same order. */
export function assertJobsMatchSlugs(list: readonly { slug: string }[]): void {
  const slugs = list.map((job) => job.slug);
  if (slugs.join(",") !== JOB_SLUGS.join(",")) {
    throw new Error(
      `Invalid content "jobs": slugs [${slugs.join(", ")}] must equal JOB_SLUGS [${JOB_SLUGS.join(", ")}]`,
    );
  }
}

export const CareersPageSchema = z.object({
  hero: ImageSchema,
  openingsHeading: z.literal("Current Job Openings"),
  openingsNote: TextSchema,
  applyLabel: z.literal("Apply Now"),
});
export type CareersPage = z.infer<typeof CareersPageSchema>;
