// A job opening as its file holds it: content/jobs/{slug}.yaml, named by its slug (the
// /careers/apply-now/{slug} id), with the picture it names beside it. The server reads the files
// (server/content/jobs.ts) and the site's page schema adds the picture made ready
// (app/content/jobs.schema.ts).
import { z } from "zod";
import { IsoDateSchema, TextSchema } from "./content.schema.ts";

/** The fields the file and the page share. */
export const jobFields = {
  title: TextSchema,
  /** Where the opening stands on the careers page: lower first (gaps leave room for more). */
  order: z.number().int("must be a whole number"),
  /** One sentence on the role; also the JobPosting description. */
  summary: TextSchema,
  duties: z.array(TextSchema).min(1, "an opening lists at least one duty"),
  employmentType: z.enum(["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN"]),
  datePosted: IsoDateSchema,
  /** The last day the opening takes applications; after it, it is closed. */
  validThrough: IsoDateSchema,
};

/** The refinement both shapes carry: an opening closes after it was posted. */
export const closesAfterPosting: [
  (job: { datePosted: string; validThrough: string }) => boolean,
  { message: string; path: PropertyKey[] },
] = [
  (job) => job.validThrough > job.datePosted,
  { message: "validThrough must be after datePosted", path: ["validThrough"] },
];

export const JobFileSchema = z
  .strictObject({
    ...jobFields,
    picture: z.strictObject({
      /** The picture's file name, beside the entry: JPEG, PNG, WebP or SVG. */
      file: z.string().regex(/^[\w.-]+\.(jpe?g|png|webp|svg)$/i, "must be an image file's name"),
      alt: z.string().trim().min(8, "alt text must describe the image (at least 8 characters)"),
    }),
    /** Closed by the agency before its last day: off the careers page, its applications refused. */
    closed: z.literal(true, "closed is written `closed: true`, or left out").optional(),
  })
  .refine(...closesAfterPosting);
export type JobFile = z.infer<typeof JobFileSchema>;
