// The load context's `content` (app/lib/site-content.ts): what the loaders are given of a content
// folder (content/, or a published revision's), with each picture made ready. The build and the
// server make it with this one function; they differ only in how a picture is made ready:
// - the build's pictures, made by vite-imagetools from content/ and listed by the bytes they came
//   from (`virtual:kadal/pictures`, scripts/content-plugin.ts);
// - a picture the build never saw (published later) is made by the server (server/media/).
import { createHash } from "node:crypto";
import type { ImagePreset, PictureImage } from "#contracts/images.ts";
import type { SiteContent } from "#contracts/site-content.ts";
import { jobsView, type Ref } from "./content-views.ts";
import { readJobs } from "./jobs.ts";
import { withMedia } from "./media-refs.ts";

/** The build's pictures by `builtPictureKey`. */
export type BuiltPictures = Readonly<Record<string, PictureImage>>;

/** Makes the picture of `body` (a file's bytes) ready at `preset`. */
export type MakePicture = (body: Buffer, preset: ImagePreset) => Promise<PictureImage>;

/** A picture's name in the build's list: the hash of its bytes, and the preset. */
export const builtPictureKey = (body: Buffer, preset: ImagePreset): string =>
  `${createHash("sha256").update(body).digest("hex").slice(0, 32)}/${preset}`;

/**
 * The content of the folder `root` as the loaders take it, on the day `today` (YYYY-MM-DD), each
 * picture the build's when its bytes are the build's, else made by `make`.
 */
export async function makeSiteContent(
  root: string,
  today: string,
  built: BuiltPictures,
  make?: MakePicture,
): Promise<SiteContent> {
  const jobs = readJobs(root);
  const media = {
    async picture(body: Buffer, preset: ImagePreset) {
      const picture = built[builtPictureKey(body, preset)];
      if (picture) return picture;
      if (!make) throw new Error(`A picture of the content is not the build's (at ${preset})`);
      return make(body, preset);
    },
    file(): string {
      throw new Error("The openings have no films");
    },
  };
  return {
    openings: await withMedia((ref) => jobsView(jobs, today, ref as Ref<PictureImage>), media),
  };
}
