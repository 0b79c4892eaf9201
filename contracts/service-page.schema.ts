// A service page as its file holds it: content/services/{slug}.yaml, a page of a service below
// another in a folder of that name (content/services/digital-marketing/seo.yaml is
// /services/digital-marketing/seo), each picture beside the entry. The page is its words (title,
// heading, introduction), its hero, the tile that links to it from the page above, and an ordered
// list of typed blocks; the site's page schema (app/content/service-page.schema.ts) has the same
// blocks with the pictures made ready.
import { z } from "zod";
import { AltSchema, ImageFileName } from "./case-study.schema.ts";
import { SlugSchema, TextSchema } from "./content.schema.ts";
import { PageCopyFileSchema } from "./page-copy.schema.ts";

const IdSchema = z.string().regex(/^[a-z][a-z0-9-]*$/, "must be lower-case words and hyphens");
const Paragraphs = z.array(TextSchema).min(1, "needs at least one paragraph");
/** A page of the site, e.g. /works/packaging/aptayu: where a button or a tile leads. */
const PathSchema = z
  .string()
  .regex(/^\/[a-z0-9/-]*$/, "must be a site path starting with / (lower case, no query)");
const Figure = z.object({ value: TextSchema, label: TextSchema });
const Box = z.object({ title: TextSchema, text: TextSchema });

export const ServiceBlockSchema = z.discriminatedUnion("type", [
  /** A heading with paragraphs and, optionally, a list of points. */
  z.object({
    type: z.literal("section"),
    id: IdSchema,
    kicker: TextSchema.optional(),
    heading: TextSchema,
    paragraphs: Paragraphs,
    points: z.array(TextSchema).min(2, "a list needs at least two points").optional(),
  }),
  /** A heading and a paragraph whose rest opens with Read more. */
  z.object({
    type: z.literal("read-more"),
    id: IdSchema,
    heading: TextSchema,
    summary: TextSchema,
    more: Paragraphs,
  }),
  /** One figure across the page, large. */
  z.object({ type: z.literal("stat"), ...Figure.shape }),
  /** Figures from real work, up to four in a row. */
  z.object({
    type: z.literal("figures"),
    heading: TextSchema,
    figures: z.array(Figure).min(1).max(4, "at most four figures fit in a row"),
  }),
  /** Tiles linking to the pages below this one (their files' `tile`), in their order. */
  z.object({ type: z.literal("tiles"), id: IdSchema, heading: TextSchema }),
  /** Titled boxes: highlights, or numbered services. */
  z.object({
    type: z.literal("boxes"),
    id: IdSchema,
    heading: TextSchema,
    style: z.enum(["highlights", "numbered"]),
    boxes: z.array(Box).min(1),
  }),
  /** Questions and answers, numbered, with FAQPage structured data. */
  z.object({
    type: z.literal("faqs"),
    heading: TextSchema,
    faqs: z.array(z.object({ question: TextSchema, answer: TextSchema })).min(1),
  }),
  /** Steps in their order. */
  z.object({
    type: z.literal("journey"),
    heading: TextSchema,
    steps: z.array(z.object({ name: TextSchema, text: TextSchema })).min(1),
  }),
  /** The page's next step: one button. */
  z.object({ type: z.literal("next"), label: TextSchema, to: PathSchema }),
]);

/**
 * A service page's file: a page's words (contracts/page-copy.schema.ts; the file's name gives
 * its address), and the rest of the page.
 */
export const ServiceFileSchema = PageCopyFileSchema.omit({ path: true }).extend({
  /** Its place among the pages beside it: in the tiles of the page above. */
  order: z.number().int().nonnegative(),
  /** The page's class: its styles (app/styles/pages/services.css). */
  layout: IdSchema,
  /** The hero's ground beside the picture. */
  tone: z.enum(["cream", "ink", "gold", "teal"]),
  hero: z.object({ image: ImageFileName, alt: AltSchema }),
  /** The page's tile on the page above (the hero's picture, smaller). */
  tile: z.object({ title: TextSchema, text: TextSchema }),
  blocks: z.array(ServiceBlockSchema).min(1),
});

export type ServiceFile = z.infer<typeof ServiceFileSchema>;
export type ServiceBlockFile = z.infer<typeof ServiceBlockSchema>;

/** A file's name (without .yaml) is the last part of its page's address. */
export const ServiceSlugSchema = SlugSchema;
