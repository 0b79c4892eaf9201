// The building blocks the agency's content pages are written in: short texts, sections, link tiles
// and read-more paragraphs, each a zod schema that app/content/validate-content.ts checks at build.
import { z } from "zod";
import { TextSchema } from "#contracts/content.schema.ts";
import { ImageSchema } from "./schema.ts";

export { TextSchema };

/** An internal path under /old, e.g. "/services/branding". */
export const PathSchema = z
  .string()
  .regex(/^\/[a-z0-9/-]*$/, "must be a site path starting with / (lower case, no query)");

/** A heading with paragraphs and, optionally, a list of points. */
export const SectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, "id must be kebab-case"),
  kicker: TextSchema.optional(),
  heading: TextSchema,
  paragraphs: z.array(TextSchema).min(1, "a section needs at least one paragraph"),
  points: z.array(TextSchema).min(2).optional(),
});
export type Section = z.infer<typeof SectionSchema>;

/** A link drawn as a picture tile: the whole tile is one link. */
export const TileSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, "id must be kebab-case"),
  title: TextSchema,
  text: TextSchema,
  to: PathSchema,
  picture: ImageSchema,
});
export type Tile = z.infer<typeof TileSchema>;

/** A link drawn as a button. */
export const CallToActionSchema = z.object({ label: TextSchema, to: PathSchema });
export type CallToAction = z.infer<typeof CallToActionSchema>;

/** A paragraph whose second half opens with a Read more / Read less button. */
export const ReadMoreSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, "id must be kebab-case"),
  heading: TextSchema,
  summary: TextSchema,
  more: z.array(TextSchema).min(1, "the collapsed part needs at least one paragraph"),
});
export type ReadMoreCopy = z.infer<typeof ReadMoreSchema>;

/** A figure quoted on a page, e.g. { value: "30%", label: "…" }. */
export const FigureSchema = z.object({ value: TextSchema, label: TextSchema });
export type Figure = z.infer<typeof FigureSchema>;

/** A titled box: highlights, service boxes. */
export const BoxSchema = z.object({ title: TextSchema, text: TextSchema });
export type Box = z.infer<typeof BoxSchema>;

/** The opening picture of a content page. */
export const HeroSchema = ImageSchema;
