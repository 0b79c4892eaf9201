// The words a written-out page opens with, one file each in content/pages/{name}.yaml: the page's
// address (`path`, which route of app/routes.ts they belong to), its name for the browser tab and
// search results, its heading and introduction, its sharing description and its body's section
// class. Service pages and case studies carry the same words in their own files.
import { z } from "zod";
import { TextSchema } from "./content.schema.ts";

export const PageCopyFileSchema = z.object({
  /** The page's address under /old: "/", "/thanathu", "/careers/". */
  path: z.string().regex(/^\/([a-z0-9-]+\/?)*$/, "must be the page's address, e.g. /thanathu"),
  title: TextSchema,
  heading: TextSchema,
  description: TextSchema,
  intro: TextSchema,
  /** The section class on <body>, beside "inner-page" (the spec's "Common page behaviour"). */
  bodyClass: z
    .string()
    .regex(/^[a-z]+(-[a-z]+)*-page$/, "must be words and hyphens ending in -page"),
});

export type PageCopyFile = z.infer<typeof PageCopyFileSchema>;
