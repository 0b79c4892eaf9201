// A service page as its route renders it: the entry of its file (contracts/service-page.schema.ts)
// with its pictures made ready by the build: the hero's, and the same picture smaller on the tile
// that links to the page from the page above. Checked at build by app/content/validate-content.ts.
import { z } from "zod";
import { ServiceBlockSchema, ServiceFileSchema } from "#contracts/service-page.schema.ts";
import { TileSchema } from "./blocks.schema.ts";
import { ImageSchema } from "./schema.ts";

export const ServicePageSchema = ServiceFileSchema.extend({
  slug: z.string().min(1),
  path: z.string().startsWith("/services/"),
  parent: z.string().startsWith("/services"),
  hero: ImageSchema,
  tile: TileSchema,
  /** The page's own sharing picture, by its address, when it has one. */
  share: z.object({ image: z.string().startsWith("/"), alt: z.string() }).optional(),
});

export type ServicePage = z.infer<typeof ServicePageSchema>;
export type ServiceBlock = z.infer<typeof ServiceBlockSchema>;
export type ServiceBlockOf<T extends ServiceBlock["type"]> = Extract<ServiceBlock, { type: T }>;
