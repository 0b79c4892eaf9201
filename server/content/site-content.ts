// The load context's `content` (app/lib/site-content.ts): what the loaders are given of a content
// folder (content/, or a published revision's), with each picture made ready. The build and the
// server make it with this one function; they differ only in how a picture is made ready:
// - the build's pictures, made by vite-imagetools from content/ and listed by the bytes they came
//   from (`virtual:kadal/pictures`, scripts/content-plugin.ts);
// - a picture the build never saw (published later) is made by the server (server/media/).
import { createHash } from "node:crypto";
import type { ImagePreset, PictureImage } from "#contracts/images.ts";
import type { SiteContent } from "#contracts/site-content.ts";
import type { PictureCache } from "../media/picture-cache.ts";
import {
  jobsView,
  pageBodiesView,
  pagesView,
  type Ref,
  servicesView,
  studiesView,
  workIndexView,
} from "./content-views.ts";
import { readJobs } from "./jobs.ts";
import { withMedia } from "./media-refs.ts";
import { readPageCopies } from "./pages.ts";
import { readServices } from "./services.ts";
import { readSite } from "./site.ts";
import { readStudies } from "./works.ts";

/** The build's pictures by `builtPictureKey`. */
export type BuiltPictures = Readonly<Record<string, PictureImage | string>>;

/** Makes the pictures and films the build did not make: the server's cache (server/media/). */
export type MakeMedia = Pick<PictureCache, "picture" | "file">;

/** A picture's or film's name in the build's list: the hash of its bytes, and its preset. */
export const builtPictureKey = (body: Buffer, preset: ImagePreset | "film"): string =>
  `${createHash("sha256").update(body).digest("hex").slice(0, 32)}/${preset}`;

/** What the server makes: the load context's content, with its views' shapes known here. */
export type MadeContent = Awaited<ReturnType<typeof makeSiteContent>>;

/**
 * The content of the folder `root` as the loaders take it, on the day `today` (YYYY-MM-DD), each
 * picture the build's when its bytes are the build's, else made by `make`.
 */
export async function makeSiteContent(
  root: string,
  today: string,
  built: BuiltPictures,
  make?: MakeMedia,
) {
  const site = readSite(root);
  const jobs = readJobs(root);
  const studies = readStudies(root);
  const services = readServices(root);
  const pages = readPageCopies(root);
  const notBuilt = (what: string) => new Error(`A ${what} of the content is not the build's`);
  const media: MakeMedia = {
    async picture(body, preset) {
      const picture = built[builtPictureKey(body, preset)];
      if (typeof picture === "object") return picture;
      if (!make) throw notBuilt(`picture (at ${preset})`);
      return make.picture(body, preset);
    },
    file(body, extension) {
      const film = built[builtPictureKey(body, "film")];
      if (typeof film === "string") return film;
      if (!make) throw notBuilt("film");
      return make.file(body, extension);
    },
  };
  return {
    site,
    openings: await withMedia((ref) => jobsView(jobs, today, ref as Ref<PictureImage>), media),
    studies: await withMedia((ref) => studiesView(studies, ref), media),
    workIndex: await withMedia((ref) => workIndexView(studies, ref), media),
    services: await withMedia((ref) => servicesView(services, ref), media),
    pages: await withMedia((ref) => pagesView(pages, ref as Ref<string>), media),
    pageBodies: await withMedia((ref) => pageBodiesView(pages, ref), media),
  } satisfies SiteContent;
}
