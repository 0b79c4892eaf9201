// The shape of a case study (spec §3 "Work case study"), checked at build by
// app/content/validate-content.ts: a malformed entry fails with a message naming the work and field.
import { z } from "zod";
import { ImageSchema } from "../schema.ts";

const Paragraphs = z.array(z.string().trim().min(20, "a paragraph needs real words")).min(1);

/** One 'Our Approach' panel; the three headings and their order are fixed by the spec. */
const ApproachPanel = <H extends string>(heading: H) =>
  z.object({ heading: z.literal(heading), paragraphs: Paragraphs });

export const APPROACH_HEADINGS = ["Activation", "Insight and Strategy", "Challenges"] as const;

export const ApproachSchema = z.tuple([
  ApproachPanel(APPROACH_HEADINGS[0]),
  ApproachPanel(APPROACH_HEADINGS[1]),
  ApproachPanel(APPROACH_HEADINGS[2]),
]);
export type Approach = z.infer<typeof ApproachSchema>;

/** A result figure: the big number, and the words that quote it (spec §9 figures, verbatim). */
export const FigureSchema = z.object({ value: z.string().min(1), text: z.string().min(3) });
export type Figure = z.infer<typeof FigureSchema>;

export const GalleryImageSchema = ImageSchema.extend({ caption: z.string().min(3).optional() });

/** How a set of images is laid out; the CSS gives each layout its grid. */
export const GALLERY_LAYOUTS = ["grid", "desktop", "phones", "square", "stories"] as const;

export const GallerySchema = z.object({
  /** Anchor for links into the page (e.g. the works list's "prototypes" item). */
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .optional(),
  heading: z.string().min(3).optional(),
  intro: z.string().min(20).optional(),
  layout: z.enum(GALLERY_LAYOUTS),
  images: z.array(GalleryImageSchema).min(1),
});
export type Gallery = z.infer<typeof GallerySchema>;

/** A YouTube video, shown as our own facade until a click (nothing loads from YouTube before). */
const YouTubeVideoSchema = z.object({
  provider: z.literal("youtube"),
  url: z.url({ protocol: /^https$/, hostname: /^(www\.)?(youtube\.com|youtu\.be)$/ }),
  /** Names the play button and the player. */
  title: z.string().min(3),
  /** Our own still for the facade (no request to the provider before a click). */
  poster: ImageSchema.shape.image.optional(),
});

/** An Instagram reel, loaded only when the visitor asks for it. */
const InstagramVideoSchema = z.object({
  provider: z.literal("instagram"),
  url: z.url({ protocol: /^https$/, hostname: /^(www\.)?instagram\.com$/ }),
  title: z.string().min(3),
});

/** The two shapes a self-hosted film comes in: a player's landscape and a reel's portrait. */
export const FILM_ASPECTS = { "16:9": 16 / 9, "9:16": 9 / 16 } as const;

/**
 * A self-hosted short film (tools/artwork/make-films.sh): where no real provider id exists, the
 * page plays its own film, so every play button plays something. Its poster is its first frame.
 */
export const FilmSchema = z
  .object({
    provider: z.literal("film"),
    /** Names the play button ("Play: {title}") and is shown under the film. */
    title: z.string().min(3),
    poster: ImageSchema.shape.image,
    webm: z.string().regex(/\.webm$/, "a film's webm source ends in .webm"),
    mp4: z.string().regex(/\.mp4$/, "a film's mp4 source ends in .mp4"),
    aspect: z.enum(Object.keys(FILM_ASPECTS) as ["16:9", "9:16"]),
  })
  .refine(
    (film) => Math.abs(film.poster.img.w / film.poster.img.h - FILM_ASPECTS[film.aspect]) < 0.01,
    { message: "the poster's shape must be the film's aspect", path: ["poster"] },
  );
export type Film = z.infer<typeof FilmSchema>;

export const VideoSchema = z.discriminatedUnion("provider", [
  YouTubeVideoSchema,
  InstagramVideoSchema,
  FilmSchema,
]);
export type Video = z.infer<typeof VideoSchema>;

/** A row of videos: one feature player, social reels, or columns of players. */
export const VideoRowSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/)
      .optional(),
    heading: z.string().min(3),
    intro: z.string().min(20).optional(),
    layout: z.enum(["feature", "reels", "columns"]),
    videos: z.array(VideoSchema).min(1),
  })
  .superRefine((row, ctx) => {
    // A reel is portrait, a player landscape: a film of the other shape would be cropped or boxed.
    const aspect = row.layout === "reels" ? "9:16" : "16:9";
    row.videos.forEach((video, index) => {
      if (video.provider === "film" && video.aspect !== aspect)
        ctx.addIssue({
          code: "custom",
          message: `a film in a ${row.layout} row is ${aspect}`,
          path: ["videos", index, "aspect"],
        });
    });
  });
export type VideoRow = z.infer<typeof VideoRowSchema>;

/** A part of a page that tells its own story (the Palm Tree campaign's World Cup and Onam). */
export const ChapterSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  eyebrow: z.string().min(3),
  heading: z.string().min(3),
  paragraphs: Paragraphs,
  galleries: z.array(GallerySchema),
  approach: ApproachSchema,
  figures: z.array(FigureSchema).min(1),
});
export type Chapter = z.infer<typeof ChapterSchema>;

export const CaseStudySchema = z
  .object({
    slug: z.string().regex(/^[a-z]+-[a-z]+$/),
    /** The work's own headline, shown under the client's name. */
    title: z.string().min(8),
    /** The page's meta and sharing description: specific to the work. */
    metaDescription: z.string().min(70).max(170),
    market: z.string().min(3),
    services: z.array(z.string().min(3)).min(1),
    description: Paragraphs,
    /** The page's largest image, above the fold. */
    hero: ImageSchema,
    /** Short words on the result badge, e.g. "3× the target". */
    resultBadge: z.string().min(3).max(32),
    /** Branding: the looping, muted film of the identity. */
    /** A looping film of the work, self-hosted: its poster (the film's first frame) and sources. */
    loopVideo: z
      .object({
        label: z.string().min(8),
        poster: ImageSchema.shape.image,
        webm: z.string().min(1),
        mp4: z.string().min(1),
      })
      .optional(),
    galleries: z.array(GallerySchema),
    videos: z.array(VideoRowSchema).optional(),
    chapters: z.array(ChapterSchema).optional(),
    approach: ApproachSchema.optional(),
    result: z.object({ paragraphs: Paragraphs, figures: z.array(FigureSchema) }),
  })
  .refine((work) => work.galleries.length > 0 || (work.chapters?.length ?? 0) > 0 || work.videos, {
    message: "a case study needs a gallery, chapters or videos",
    path: ["galleries"],
  })
  .refine(
    (work) => {
      // Each video is its own: no two share a film, an address or a poster.
      const keys = (work.videos ?? []).flatMap((row) =>
        row.videos.flatMap((video) =>
          video.provider === "film"
            ? [video.webm, video.mp4, video.poster.img.src]
            : [
                video.url,
                ...(video.provider === "youtube" && video.poster ? [video.poster.img.src] : []),
              ],
        ),
      );
      return new Set(keys).size === keys.length;
    },
    { message: "two videos share a film, an address or a poster", path: ["videos"] },
  );
export type CaseStudy = z.infer<typeof CaseStudySchema>;
