// The shape of a page's words (contracts/page-copy.schema.ts), checked at build by
// app/content/validate-content.ts for every page of PAGE_PATHS, and of the bodies of the pages
// whose copy goes on below their words: their file's fields (PAGE_BODIES), the hero made ready.
import { z } from "zod";
import { homeTilesSchema, PAGE_BODIES, PageCopyFileSchema } from "#contracts/page-copy.schema.ts";
import { ImageSchema } from "./schema.ts";

/** A page's words as its routes take them: its sharing picture, if it has one, by its address. */
export const PageCopySchema = PageCopyFileSchema.extend({
  share: z.object({ image: z.string().startsWith("/"), alt: z.string() }).optional(),
});

/** The home landing's tiles, column by column, each preview made ready (the wide preset). */
export const HomeSchema = z.object({ tiles: homeTilesSchema(ImageSchema.shape.image) });
export type Home = z.infer<typeof HomeSchema>;
export type HomeTile = Home["tiles"][number][number];

/** Weirdos: the company philosophy in WHAT, WHY and HOW, and the newsletter strip's words. */
export const PhilosophySchema = z.object({ ...PAGE_BODIES["/weirdos"], hero: ImageSchema });
export type Philosophy = z.infer<typeof PhilosophySchema>;

/** Thanathu: its three principles, and the contact block shown once it is published. */
export const ThanathuSchema = z.object({ ...PAGE_BODIES["/thanathu"], hero: ImageSchema });
export type Thanathu = z.infer<typeof ThanathuSchema>;

/** Careers: its hero, and the words around the openings' cards. */
export const CareersPageSchema = z.object({ ...PAGE_BODIES["/careers/"], hero: ImageSchema });
export type CareersPage = z.infer<typeof CareersPageSchema>;

/** The Services overview's own words, below the four crafts' tiles. */
export const ServicesOverviewSchema = z.object(PAGE_BODIES["/services"]);
export type ServicesOverview = z.infer<typeof ServicesOverviewSchema>;

/** Say Hello: the picture beside the form. */
export const ContactPageSchema = z.object({ ...PAGE_BODIES["/contact-us"], hero: ImageSchema });
export type ContactPage = z.infer<typeof ContactPageSchema>;

/** The words around the application form (its questions are contracts/application.ts). */
export const ApplyPageSchema = z.object(PAGE_BODIES["/careers/apply-now"]);
export type ApplyPage = z.infer<typeof ApplyPageSchema>;

/** Each page's body schema on the page, by its address. */
export const PAGE_BODY_SCHEMAS = {
  "/": HomeSchema,
  "/weirdos": PhilosophySchema,
  "/thanathu": ThanathuSchema,
  "/careers/": CareersPageSchema,
  "/services": ServicesOverviewSchema,
  "/contact-us": ContactPageSchema,
  "/careers/apply-now": ApplyPageSchema,
} as const satisfies Record<keyof typeof PAGE_BODIES, z.ZodType>;

/** The pages' bodies as the load context gives them (contracts/site-content.ts). */
export type PageBodies = {
  readonly [P in keyof typeof PAGE_BODY_SCHEMAS]?: z.infer<(typeof PAGE_BODY_SCHEMAS)[P]>;
};
