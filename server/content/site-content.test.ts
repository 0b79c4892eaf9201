// The content the loaders are given: the openings of a folder in their order, open or closed on
// the day, each picture the build's when the build made it from the same bytes, else made here by
// the server's own pipeline (into a real picture cache).
import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { PictureImage } from "#contracts/images.ts";
import { createPictureCache } from "../media/picture-cache.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { contentDir } from "./content-dir.ts";
import { readJobs } from "./jobs.ts";
import { builtPictureKey, makeSiteContent } from "./site-content.ts";

const dir = makeTempDir();
afterAll(() => dir.remove());
const cache = createPictureCache(join(dir.path, "media"), "/old/media/");
// The openings alone: the server making every study's pictures would take minutes.
const root = join(dir.path, "content");
cpSync(join(contentDir(), "jobs"), join(root, "jobs"), { recursive: true });
cpSync(join(contentDir(), "site.yaml"), join(root, "site.yaml"));

describe("makeSiteContent", () => {
  it("gives every opening in its order, open or not on the day, each picture made ready", async () => {
    const jobs = readJobs(root);
    // The build made the first opening's picture; the server makes the others.
    const built: PictureImage = {
      sources: { avif: "/old/assets/first-360.avif 360w", webp: "/old/assets/first-360.webp 360w" },
      img: { src: "/old/assets/first-360.webp", w: 360, h: 270 },
    };
    const key = builtPictureKey(readFileSync(jobs[0]!.picturePath), "card");
    const made: string[] = [];
    const content = await makeSiteContent(
      root,
      "2027-02-01",
      { [key]: built },
      {
        picture: (body, preset) => {
          made.push(preset);
          return cache.picture(body, preset);
        },
        file: cache.file,
      },
    );
    expect(content.openings.map((job) => job.slug)).toEqual(jobs.map((job) => job.slug));
    // Every opening of the first content closed on 31 January 2027.
    expect(content.openings.every((job) => !job.open)).toBe(true);
    expect(content.openings[0]!.picture.image).toBe(built);
    expect(made).toHaveLength(jobs.length - 1);
    for (const job of content.openings.slice(1)) {
      expect(job.picture.image.img.src).toMatch(/^\/old\/media\/[a-z0-9]+-\d+\.webp$/);
      expect(job.picture.alt.length).toBeGreaterThanOrEqual(8);
    }
    const open = await makeSiteContent(root, "2026-12-01", { [key]: built }, cache);
    expect(open.openings.every((job) => job.open)).toBe(true);
  });

  it("fails when a picture is neither the build's nor can be made", async () => {
    await expect(makeSiteContent(root, "2026-12-01", {})).rejects.toThrow(
      "A picture (at card) of the content is not the build's",
    );
  });
});
