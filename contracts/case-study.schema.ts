// A case study as its folder holds it: content/works/{category}-{name}/study.yaml, with every
// picture and film it names beside it. The folder's name is the study's slug and gives its address
// (/works/{category}/{name}). The study is an ordered list of typed blocks; the site's page schema
// (app/content/works/case-study.schema.ts) has the same blocks with their pictures made ready.
import { z } from "zod";
import { ClientThemeSchema } from "./client-theme.ts";
import { SlugSchema, TextSchema } from "./content.schema.ts";
import { embedAddress } from "./embed-address.ts";
import {
  WORK_CATEGORIES,
  WORK_CATEGORY_SEGMENTS,
  studyAddress,
  type WorkCategory,
} from "./work-categories.ts";

export { WORK_CATEGORIES, WORK_CATEGORY_SEGMENTS, studyAddress, type WorkCategory };

export const AltSchema = z
  .string()
  .trim()
  .min(8, "alt text must describe the image (at least 8 characters)");
const Paragraphs = z.array(z.string().trim().min(20, "a paragraph needs real words")).min(1);
/** A section id: links point into the page with it (#prototypes) and some pages by it (/onam). */
const IdSchema = z.string().regex(/^[a-z][a-z0-9-]*$/, "must be lower-case words and hyphens");

const file = (kinds: string, pattern: RegExp) =>
  z.string().regex(pattern, `must be the name of a ${kinds} file beside the entry`);
export const ImageFileName = file("JPEG, PNG, WebP or SVG", /^[\w.-]+\.(jpe?g|png|webp|svg)$/i);
const WebmFileName = file(".webm", /^[\w.-]+\.webm$/);
const Mp4FileName = file(".mp4", /^[\w.-]+\.mp4$/);

/**
 * An embed's address must be one the site can show: https, a provider's, naming a post or video
 * (embed-address.ts says why not, and the Studio says the same as an editor pastes it).
 */
function usableAddress(url: string, ctx: z.RefinementCtx) {
  const found = embedAddress(url);
  if ("problem" in found) ctx.addIssue({ code: "custom", message: found.problem });
}

/**
 * The headings and order of the Approach accordion's three panels (spec §3). A block, so a study
 * places it where its story needs it.
 */
export const APPROACH_HEADINGS = ["Activation", "Insight and Strategy", "Challenges"] as const;

/**
 * The shapes of a study's blocks, generic in what a picture and a film are: file names here, a
 * picture made ready and a film's URL on the page.
 */
export function studyBlocks<I extends z.ZodType, W extends z.ZodType, M extends z.ZodType>(
  image: I,
  film: { webm: W; mp4: M },
) {
  const Picture = z.object({ image, alt: AltSchema });
  const Captioned = Picture.extend({ caption: TextSchema.optional() });
  const Figure = z.object({ value: TextSchema, text: z.string().trim().min(3) });
  const panel = <H extends string>(heading: H) =>
    z.object({ heading: z.literal(heading), paragraphs: Paragraphs });
  const Approach = z.tuple([
    panel(APPROACH_HEADINGS[0]),
    panel(APPROACH_HEADINGS[1]),
    panel(APPROACH_HEADINGS[2]),
  ]);
  const Gallery = z.object({
    type: z.literal("gallery"),
    id: IdSchema.optional(),
    heading: TextSchema.optional(),
    intro: z.string().trim().min(20).optional(),
    /** grid: pictures two or more up; desktop and phones: screens in their devices; square; stories. */
    layout: z.enum(["grid", "desktop", "phones", "square", "stories"]),
    images: z.array(Captioned).min(1),
  });
  const Film = z.object({
    provider: z.literal("film"),
    /** Names the play button ("Play: {title}") and is shown under the film. */
    title: z.string().trim().min(3),
    /** The film's first frame, in the film's shape. */
    poster: image,
    webm: film.webm,
    mp4: film.mp4,
    aspect: z.enum(["16:9", "9:16"]),
  });
  // `abort`: an address of another site is refused once, by the provider's own check, not again
  // by the embed rule.
  const YouTube = z.object({
    provider: z.literal("youtube"),
    url: z
      .url({ protocol: /^https$/, hostname: /^(www\.)?(youtube\.com|youtu\.be)$/, abort: true })
      .superRefine(usableAddress),
    title: z.string().trim().min(3),
    /** Our own still for the facade: nothing loads from YouTube before a click. */
    poster: image.optional(),
  });
  const Instagram = z.object({
    provider: z.literal("instagram"),
    url: z
      .url({ protocol: /^https$/, hostname: /^(www\.)?instagram\.com$/, abort: true })
      .superRefine(usableAddress),
    title: z.string().trim().min(3),
  });
  const Videos = z
    .object({
      type: z.literal("videos"),
      id: IdSchema.optional(),
      heading: TextSchema,
      intro: z.string().trim().min(20).optional(),
      /** feature: one player; reels: portrait films side by side; columns: players two up. */
      layout: z.enum(["feature", "reels", "columns"]),
      videos: z.array(z.discriminatedUnion("provider", [Film, YouTube, Instagram])).min(1),
    })
    .superRefine((row, ctx) => {
      // A reel is portrait, a player landscape: a film of the other shape would be cropped or boxed.
      const aspect = row.layout === "reels" ? "9:16" : "16:9";
      // (Read plainly: inside this generic function TypeScript cannot narrow the union.)
      (row.videos as { provider: string; aspect?: string }[]).forEach((video, index) => {
        if (video.provider === "film" && video.aspect !== aspect)
          ctx.addIssue({
            code: "custom",
            message: `a film in a ${row.layout} row is ${aspect}`,
            path: ["videos", index, "aspect"],
          });
      });
    });
  const Figures = z.array(Figure);
  const blocks = {
    /** The first screen's picture, cropped to fill it: the page's largest image. */
    hero: Picture.extend({
      type: z.literal("hero"),
      /** Where the subject is, so a crop keeps it: "30% 50%" (from the left, from the top). */
      focus: z
        .string()
        .regex(
          /^(100|[1-9]?\d)% (100|[1-9]?\d)%$/,
          "must say where the picture's subject is, as 'x% y%' from its top left",
        )
        .optional(),
    }),
    /** The facts (client, market, services) beside the study's opening paragraphs. */
    overview: z.object({ type: z.literal("overview"), paragraphs: Paragraphs }),
    text: z.object({
      type: z.literal("text"),
      id: IdSchema.optional(),
      heading: TextSchema.optional(),
      paragraphs: Paragraphs,
    }),
    /** One picture across the page's full width. */
    image: Captioned.extend({ type: z.literal("image") }),
    gallery: Gallery,
    quote: z.object({
      type: z.literal("quote"),
      text: z.string().trim().min(20),
      /** Who said it, as they would sign it. */
      by: TextSchema,
    }),
    figures: z.object({
      type: z.literal("figures"),
      heading: TextSchema.optional(),
      figures: Figures.min(1),
    }),
    /** A muted loop of the work that plays while in view (never with reduced motion). */
    loop: z.object({
      type: z.literal("loop"),
      label: z.string().trim().min(8),
      poster: image,
      webm: film.webm,
      mp4: film.mp4,
    }),
    videos: Videos,
    /** A part of the page with its own story, pictures, approach and figures (Palm Tree's Onam). */
    chapter: z.object({
      type: z.literal("chapter"),
      id: IdSchema,
      eyebrow: TextSchema,
      heading: TextSchema,
      paragraphs: Paragraphs,
      galleries: z.array(Gallery),
      approach: Approach,
      figures: Figures.min(1),
    }),
    approach: z.object({ type: z.literal("approach"), panels: Approach }),
    /**
     * A post or video of one of the seven providers, by its public address (which names the
     * provider); nothing loads from the provider until the reader asks for it.
     */
    embed: z.object({
      type: z.literal("embed"),
      url: z.string().superRefine(usableAddress),
      /** What the post or video is: named on its gate and its button. */
      title: z.string().trim().min(3),
      caption: TextSchema.optional(),
    }),
    result: z.object({ type: z.literal("result"), paragraphs: Paragraphs, figures: Figures }),
  };
  const Block = z.discriminatedUnion("type", [
    blocks.hero,
    blocks.overview,
    blocks.text,
    blocks.image,
    blocks.gallery,
    blocks.quote,
    blocks.figures,
    blocks.loop,
    blocks.videos,
    blocks.chapter,
    blocks.approach,
    blocks.embed,
    blocks.result,
  ]);
  return { ...blocks, Block };
}

const fileBlocks = studyBlocks(ImageFileName, { webm: WebmFileName, mp4: Mp4FileName });

/** The fields of a study other than its blocks, shared by the file and the page. */
export const studyFields = {
  /** The spec's workID: the number that leaves a work out of its own "other works". */
  workId: z.number().int().min(0),
  /** Where it stands in the works list (and the ring): lower first, gaps leave room. */
  order: z.number().int("must be a whole number"),
  /** Whether Previous/Next project walk through it (the hotel's page is outside, decision 0502). */
  ring: z.boolean().default(true),
  client: TextSchema,
  /** The client's own colours, which the study's page wears (docs/design.md, "Client brands"). */
  theme: ClientThemeSchema,
  /** The work's own headline, shown under the client's name. */
  title: z.string().trim().min(8),
  /** The page's meta and sharing description: specific to the work. */
  metaDescription: z.string().trim().min(70).max(170),
  market: TextSchema,
  services: z.array(TextSchema).min(1),
  /** Short words on the result badge, e.g. "3× the target". */
  resultBadge: z.string().trim().min(3).max(32),
  /** Pages of their own that show a section of this one: id → its name (Palm Tree's /onam). */
  sections: z.record(IdSchema, TextSchema).optional(),
};

/** An item of the works list that this study gives: the study itself, or a section or anchor of it. */
export const listingFields = <I extends z.ZodType>(image: I) => ({
  project: z.string().trim().min(3),
  thumbnail: z.object({ image, alt: AltSchema }),
  /** Links to the study's section page (/works/campaign/palmtree/onam). */
  section: IdSchema.optional(),
  /** Links to a place in the study's page (/works/packaging/aptayu#prototypes). */
  anchor: IdSchema.optional(),
});

export const StudyFileSchema = z
  .strictObject({
    ...studyFields,
    listing: z.array(z.strictObject(listingFields(ImageFileName))).min(1),
    blocks: z
      .array(fileBlocks.Block)
      .min(3, "a study needs at least its hero, its overview and its result"),
  })
  .superRefine(checkStudy);
export type StudyFile = z.infer<typeof StudyFileSchema>;

type StudyShape = {
  blocks: readonly { type: string; id?: string }[];
  sections?: Record<string, string> | undefined;
  listing: readonly { section?: string | undefined; anchor?: string | undefined }[];
};

/** The rules across blocks, the same for the file and the page. */
export function checkStudy(study: StudyShape, ctx: z.RefinementCtx) {
  const types = study.blocks.map((block) => block.type);
  if (types[0] !== "hero")
    ctx.addIssue({ code: "custom", message: "the first block is the hero", path: ["blocks", 0] });
  for (const once of ["hero", "overview", "result", "approach"])
    if (types.filter((type) => type === once).length > 1)
      ctx.addIssue({ code: "custom", message: `a study has one ${once} block`, path: ["blocks"] });
  for (const needed of ["overview", "result"])
    if (!types.includes(needed))
      ctx.addIssue({
        code: "custom",
        message: `a study needs a ${needed} block`,
        path: ["blocks"],
      });
  const ids = study.blocks.flatMap((block) => (block.id ? [block.id] : []));
  if (new Set(ids).size !== ids.length)
    ctx.addIssue({ code: "custom", message: "two blocks share an id", path: ["blocks"] });
  for (const id of Object.keys(study.sections ?? {}))
    if (!ids.includes(id))
      ctx.addIssue({
        code: "custom",
        message: `no block has the section's id "${id}"`,
        path: ["sections", id],
      });
  study.listing.forEach((item, index) => {
    if (item.section && !(item.section in (study.sections ?? {})))
      ctx.addIssue({
        code: "custom",
        message: `"${item.section}" is not one of the study's sections`,
        path: ["listing", index, "section"],
      });
    if (item.anchor && !ids.includes(item.anchor))
      ctx.addIssue({
        code: "custom",
        message: `no block has the id "${item.anchor}"`,
        path: ["listing", index, "anchor"],
      });
    if (item.section && item.anchor)
      ctx.addIssue({
        code: "custom",
        message: "an item links to a section or an anchor, not both",
        path: ["listing", index],
      });
  });
}

/** The slug (folder name) of a study: its category segment, a hyphen, its name. */
export const StudySlugSchema = SlugSchema.refine(
  (slug) => /^[a-z]+-[a-z0-9]+$/.test(slug) && slug.split("-")[0]! in WORK_CATEGORY_SEGMENTS,
  {
    message: `must be {category}-{name}, the category one of ${Object.keys(WORK_CATEGORY_SEGMENTS).join(", ")}`,
  },
);
