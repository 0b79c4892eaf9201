// A case study as its page renders it: the blocks of its file (contracts/case-study.schema.ts)
// with every picture made ready by the build and every film a URL. Checked at build by
// app/content/validate-content.ts: a malformed study fails with a message naming it and the field.
import { z } from "zod";
import {
  APPROACH_HEADINGS,
  checkStudy,
  studyBlocks,
  studyFields,
  WORK_CATEGORIES,
  type WorkCategory,
} from "#contracts/case-study.schema.ts";
import { ImageSchema } from "../schema.ts";

export { APPROACH_HEADINGS, type WorkCategory };

const blocks = studyBlocks(ImageSchema.shape.image, {
  webm: z.string().regex(/\.webm$/, "a film's webm source ends in .webm"),
  mp4: z.string().regex(/\.mp4$/, "a film's mp4 source ends in .mp4"),
});

/** The two shapes a self-hosted film comes in: a player's landscape and a reel's portrait. */
export const FILM_ASPECTS = { "16:9": 16 / 9, "9:16": 9 / 16 } as const;

/** A film's poster has the film's shape (known once the build has made the picture). */
function posterShapes(row: z.infer<typeof blocks.videos>, ctx: z.RefinementCtx, at: PropertyKey[]) {
  row.videos.forEach((video, index) => {
    if (video.provider !== "film") return;
    const { w, h } = video.poster.img;
    if (Math.abs(w / h - FILM_ASPECTS[video.aspect]) >= 0.01)
      ctx.addIssue({
        code: "custom",
        message: "the poster's shape must be the film's aspect",
        path: [...at, "videos", index, "poster"],
      });
  });
}

/** A row of videos: a reel is portrait, a player landscape, a poster the shape of its film. */
export const VideoRowSchema = blocks.videos.superRefine((row, ctx) => posterShapes(row, ctx, []));
export type VideoRow = z.infer<typeof VideoRowSchema>;
export type Video = VideoRow["videos"][number];
export type Film = Extract<Video, { provider: "film" }>;

export type Gallery = z.infer<typeof blocks.gallery>;
export type Figure = z.infer<typeof blocks.figures>["figures"][number];
export type Approach = z.infer<typeof blocks.approach>["panels"];
export type Chapter = z.infer<typeof blocks.chapter>;
export type LoopFilm = z.infer<typeof blocks.loop>;

export const StudyBlockSchema = blocks.Block;
export type StudyBlock = z.infer<typeof StudyBlockSchema>;
export type BlockOf<T extends StudyBlock["type"]> = Extract<StudyBlock, { type: T }>;

export const CaseStudySchema = z
  .object({
    ...studyFields,
    slug: z.string().regex(/^[a-z]+-[a-z0-9]+$/),
    path: z.string().regex(/^\/works\/[a-z]+\/[a-z0-9]+$/),
    category: z.enum(WORK_CATEGORIES),
    blocks: z.array(StudyBlockSchema).min(3),
  })
  .superRefine((study, ctx) => {
    checkStudy({ ...study, listing: [] }, ctx);
    study.blocks.forEach((block, index) => {
      if (block.type === "videos") posterShapes(block, ctx, ["blocks", index]);
    });
  })
  .refine(
    (study) => {
      // Each video is its own: no two share a film, an address or a poster.
      const keys = study.blocks.flatMap((block) =>
        block.type !== "videos"
          ? []
          : block.videos.flatMap((video) =>
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
    { message: "two videos share a film, an address or a poster", path: ["blocks"] },
  );
export type CaseStudy = z.infer<typeof CaseStudySchema>;
