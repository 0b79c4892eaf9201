// What every page may know of every case study (the works list, the ring, "Other works"), as
// scripts/content-plugin.ts makes it from content/works/: checked at build by
// app/content/validate-content.ts.
import { z } from "zod";
import { ImageSchema } from "../schema.ts";
import { CaseStudySchema } from "./case-study.schema.ts";

const study = CaseStudySchema.shape;

export const WorkItemSchema = z.object({
  /** Unique key of the item: the study's slug, with the section or anchor it links to. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** The case study it belongs to: "other works" lists leave out every item of the current one. */
  workId: study.workId,
  client: study.client,
  /** What the item shows of the client's work, under the client's name. */
  project: z.string().min(3),
  category: study.category,
  /** Where the item links, under /old: a work page, a section id of it, or an anchor in it. */
  href: z.string().regex(/^\/works\/[a-z0-9/]+(#[a-z-]+)?$/),
  thumbnail: ImageSchema,
});
export type WorkItem = z.infer<typeof WorkItemSchema>;

export const WorkIndexEntrySchema = z.object({
  slug: study.slug,
  workId: study.workId,
  order: study.order,
  ring: z.boolean(),
  path: study.path,
  category: study.category,
  client: study.client,
  sections: study.sections,
  listing: z.array(WorkItemSchema).min(1),
});
export type WorkIndexEntry = z.infer<typeof WorkIndexEntrySchema>;
