// The shape of an item of the works list, checked at build by app/content/validate-content.ts.
import { z } from "zod";
import { ImageSchema } from "../schema.ts";
import { workPages, type WorkCategory } from "./pages.ts";

const categories = [...new Set(workPages.map((page) => page.category))] as [
  WorkCategory,
  ...WorkCategory[],
];

export const WorkItemSchema = z.object({
  /** Unique key of the item. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** The case study it belongs to: "other works" lists leave out every item of the current one. */
  workId: z.number().int().min(0),
  client: z.string().min(2),
  /** What the item shows of the client's work, under the client's name. */
  project: z.string().min(3),
  category: z.enum(categories),
  /** Where the item links, under /old: a work page, a section id of it, or an anchor in it. */
  href: z.string().regex(/^\/works\/[a-z/]+(#[a-z-]+)?$/),
  thumbnail: ImageSchema,
});
export type WorkItem = z.infer<typeof WorkItemSchema>;
