import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPictureCache } from "../media/picture-cache.ts";
import { contentCopies } from "../test-support/content-copies.ts";
import { addSeventhJob } from "../test-support/seventh-job.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { jobsView } from "./content-views.ts";
import { readJobs } from "./jobs.ts";
import { withMedia } from "./media-refs.ts";

const ART =
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#3b1d14"/></svg>';

describe("a content view with the server's media", () => {
  const dir = makeTempDir("kadal-media-refs-");
  const { copy } = contentCopies();
  afterAll(() => dir.remove());

  it("makes each named file once, pictures at their preset and films by address", async () => {
    const art = join(dir.path, "art.svg");
    const film = join(dir.path, "film.mp4");
    writeFileSync(art, ART);
    writeFileSync(film, Buffer.from("not really a film, kept as it is"));
    const cache = createPictureCache(join(dir.path, "media"), "/old/media/");
    let views = 0;
    const view = await withMedia((ref) => {
      views += 1;
      return {
        hero: ref(art, { preset: "card" }),
        tile: ref(art, { preset: "card" }),
        film: ref(film, "film"),
      };
    }, cache);
    expect(views).toBe(2);
    expect(view.tile).toEqual(view.hero);
    expect(view.hero).toMatchObject({ img: { w: 720, h: 540 } });
    expect(view.film).toMatch(/^\/old\/media\/[0-9a-f]{20}\.mp4$/);
    const kept = join(cache.dir, String(view.film).slice("/old/media/".length));
    expect(readFileSync(kept)).toEqual(readFileSync(film));
    // 360 and 720 wide in AVIF and WebP, the picture's record, and the film.
    expect(readdirSync(cache.dir)).toHaveLength(6);
  });

  it("gives an opening added as a file its picture, with no build", async () => {
    const root = copy();
    for (const name of readdirSync(join(root, "jobs")))
      if (!name.startsWith("illustrator.")) rmSync(join(root, "jobs", name));
    addSeventhJob(root);
    const cache = createPictureCache(join(dir.path, "jobs-media"), "/old/media/");
    const jobs = await withMedia((ref) => jobsView(readJobs(root), "2026-12-01", ref), cache);
    expect(jobs.map((job) => [job.slug, job.open])).toEqual([
      ["illustrator", true],
      ["ui-ux-designer", true],
    ]);
    for (const job of jobs) {
      const image = job.picture.image as { img: { src: string } };
      expect(image.img.src).toMatch(/^\/old\/media\/[0-9a-f]{20}-\d+\.webp$/);
      expect(existsSync(join(cache.dir, image.img.src.slice("/old/media/".length)))).toBe(true);
    }
  });
});
