// A written-out page's file, content/pages/{name}.yaml: the words it opens with (its address,
// `path`, which route of app/routes.ts they belong to; its name for the browser tab and search
// results, its heading and introduction, its sharing description and its body's section class),
// and, for a page whose copy goes on below them, the rest of that copy (its body, PAGE_BODIES),
// with its picture beside the file. Service pages and case studies carry the same words in their
// own files.
import { z } from "zod";
import { AltSchema, ImageFileName } from "./case-study.schema.ts";
import { strictEntryObject, TextSchema } from "./content.schema.ts";

/**
 * A page's own sharing picture (og:image) instead of the card the site draws from its title: a
 * JPEG beside the entry, 1200×630 as the Studio's upload makes it (cropped to that shape), and
 * what it shows, for the tag that describes it (decision 1314).
 */
export const SharePictureSchema = z.object({
  image: z.string().regex(/^[\w.-]+\.jpe?g$/i, "must be a JPEG file's name beside the entry"),
  alt: AltSchema,
});

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
  /** Shared links show this picture; without it, the card drawn from the title. */
  share: SharePictureSchema.optional(),
});

export type PageCopyFile = z.infer<typeof PageCopyFileSchema>;

/** The fields of the words every page's file has. */
export const PAGE_WORDS = Object.keys(PageCopyFileSchema.shape) as (keyof PageCopyFile)[];

// Every object below is strict: a misspelt field is named as one, never dropped.
const object = strictEntryObject;

const Paragraphs = z.array(TextSchema).min(1, "needs at least one paragraph");
/** A page of the site, e.g. /works: where a button leads. */
const PathSchema = z
  .string()
  .regex(/^\/[a-z0-9/-]*$/, "must be a site path starting with / (lower case, no query)");
const Points = z.array(TextSchema).min(2, "a list needs at least two points");
/** A page's opening picture: a file beside the entry, and what it shows. */
const Hero = object({ image: ImageFileName, alt: AltSchema });

const philosophyBlock = (label: "WHAT" | "WHY" | "HOW") =>
  object({
    label: z.literal(label, `this block must be labelled '${label}'`),
    heading: TextSchema,
    paragraphs: Paragraphs,
    points: Points.optional(),
  });

const principle = (id: "rooted" | "design-better" | "civic-responsiveness") =>
  object({
    id: z.literal(id, `this section must have the id '${id}'`),
    heading: TextSchema,
    paragraphs: Paragraphs,
    points: Points.optional(),
  });

/** The six tones a home tile can wear (app/styles: `home-tile--{tone}`). */
export const HOME_TILE_TONES = ["sea", "teal", "gold", "vermilion", "cream", "palm"] as const;

/**
 * A tile of the home landing: a link to a page of the site, with a short line under its label,
 * and a picture of what is behind it, shown while the tile is hovered or focused. The picture is
 * a file's name beside the entry here, and the picture made ready on the page (app/content).
 */
export const homeTileSchema = <P extends z.ZodType>(picture: P) =>
  object({
    /** Its styling hook (`home-tile--{id}`) and key: lower-case words and hyphens. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
    label: TextSchema,
    line: TextSchema,
    to: PathSchema,
    tone: z.enum(HOME_TILE_TONES, `must be one of ${HOME_TILE_TONES.join(", ")}`),
    /** The Works tile plays a looping background film. */
    video: z.boolean().optional(),
    /** What is behind the tile, shown on hover or focus; decorative, as the label names the page. */
    preview: picture.optional(),
  });

/** The landing's tiles, column by column, whatever a tile's picture is. */
export const homeTilesSchema = <P extends z.ZodType>(picture: P) =>
  z
    .array(z.array(homeTileSchema(picture)).min(1, "a column holds at least one tile"))
    .min(1, "the landing needs at least one column")
    .max(4, "the landing has at most four columns")
    .superRefine((columns, ctx) => {
      const ids = columns.flat().map((tile) => tile.id);
      const twice = ids.find((id, i) => ids.indexOf(id) !== i);
      if (twice) ctx.addIssue({ code: "custom", message: `two tiles have the id ${twice}` });
    });

/**
 * The body of each page whose copy goes on below its opening words, by the page's address: the
 * fields its file has beside the words. The spec's parts are fixed (WHAT, WHY and HOW; the three
 * Thanathu principles), so their labels and ids are checked here, where an editor sees why.
 */
export const PAGE_BODIES = {
  /** The home landing: its tiles, column by column (the first column also holds the logo tile). */
  "/": {
    tiles: homeTilesSchema(ImageFileName),
  },
  /** Weirdos: the company philosophy, and the words of the newsletter strip at its foot. */
  "/weirdos": {
    hero: Hero,
    blocks: z.tuple([philosophyBlock("WHAT"), philosophyBlock("WHY"), philosophyBlock("HOW")]),
    newsletter: object({ heading: TextSchema, text: TextSchema }),
  },
  /** Thanathu, the concept brand: its three principles and a contact block. */
  "/thanathu": {
    hero: Hero,
    sections: z.tuple([
      principle("rooted"),
      principle("design-better"),
      principle("civic-responsiveness"),
    ]),
    /** Written, and shown once `published`; the e-mail and number are the agency's (site.yaml). */
    contact: object({ published: z.boolean(), heading: TextSchema, text: TextSchema }),
  },
  /** Careers: its hero, and the words around the openings' cards (the openings are jobs/). */
  "/careers/": {
    hero: Hero,
    openingsHeading: z.literal("Current Job Openings", "the spec names it 'Current Job Openings'"),
    openingsNote: TextSchema,
    /** Each card's link to its apply page. */
    applyLabel: z.literal("Apply Now", "the spec names it 'Apply Now'"),
    /** Shown instead of the cards when no opening is open. */
    noOpenings: TextSchema,
  },
  /** The Services overview's band below the four crafts' tiles, with its button to the works. */
  "/services": {
    worksHeading: TextSchema,
    worksNote: TextSchema,
    worksLink: object({ label: TextSchema, to: PathSchema }),
    /** The studies the band shows, by their pages' paths (/works/campaign/lazza), in order. */
    worksShown: z
      .array(
        PathSchema.refine((path) => path.startsWith("/works/"), "must be a study's path, /works/…"),
      )
      .min(1, "name at least one study")
      .max(4, "the band shows four studies at most"),
  },
  /** Say Hello: the picture beside the form, above the studio's address. */
  "/contact-us": { hero: Hero },
  /** The words around the application form of every opening's apply page. */
  "/careers/apply-now": {
    kicker: TextSchema,
    /** Above the opening's duties, under its summary. */
    dutiesHeading: TextSchema,
    formHeading: TextSchema,
    formText: TextSchema,
    otherOpenings: TextSchema,
  },
} as const satisfies Record<string, z.ZodRawShape>;

type Bodies = typeof PAGE_BODIES;
export type PageBodyPath = keyof Bodies;
/** Each page's body as its file holds it (its hero a file name beside the entry). */
export type PageBodyFiles = { [P in PageBodyPath]: z.infer<z.ZodObject<Bodies[P]>> };

const hasBody = (path: string): path is PageBodyPath => Object.hasOwn(PAGE_BODIES, path);

/** The schema of the file of the page at `path`: its words, and its body if it has one. */
export const pageFileSchema = (path: string) =>
  object({ ...PageCopyFileSchema.shape, ...(hasBody(path) ? PAGE_BODIES[path] : {}) });

/** A page's file as read: its words, and its body's fields when its page has one. */
export type PageFile = PageCopyFile & { hero?: z.infer<typeof Hero>; [field: string]: unknown };

/**
 * One schema for every file of content/pages/: the file's `path` says which page it is, and so
 * which fields it has (PAGE_BODIES). Errors name the field, as every entry's do.
 */
export const PageFileSchema = z
  .looseObject({ path: PageCopyFileSchema.shape.path })
  .transform((file, ctx): PageFile => {
    const result = pageFileSchema(file.path).safeParse(file);
    if (result.success) return result.data as PageFile;
    for (const issue of result.error.issues) ctx.addIssue({ ...issue } as never);
    return z.NEVER;
  });
