// What the showcase promises of the committed work (docs/design.md, "Client brands"; decision
// 1201): each study is laid out for its own story, its galleries show photographs (rendered or
// real) rather than drawings, and the landing's Works tile plays the studies' own shots.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readStudies, type StudyEntry } from "#server/content/works.ts";

const ROOT = join(import.meta.dirname, "../..");
const WORKS = join(ROOT, "content/works");

const studies = readStudies();

/** A study's blocks by type, a chapter with the galleries inside it: its layout at a glance. */
const sequence = (study: StudyEntry) =>
  study.blocks
    .map((block) =>
      block.type === "chapter"
        ? `chapter(${block.galleries.map(() => "gallery").join(" ")})`
        : block.type,
    )
    .join(" ");

/** Every picture a study shows as its work below the hero (galleries and full-width pictures). */
const galleryPictures = (study: StudyEntry) =>
  study.blocks.flatMap((block) =>
    block.type === "gallery"
      ? block.images.map((each) => each.image)
      : block.type === "chapter"
        ? block.galleries.flatMap((gallery) => gallery.images.map((each) => each.image))
        : block.type === "image"
          ? [block.image]
          : [],
  );

describe("each study laid out for its own story", () => {
  it("gives no two studies the same sequence of blocks", () => {
    const bySequence = new Map<string, string[]>();
    for (const study of studies)
      bySequence.set(sequence(study), [...(bySequence.get(sequence(study)) ?? []), study.slug]);
    const shared = [...bySequence.entries()].filter(([, slugs]) => slugs.length > 1);
    expect(shared).toEqual([]);
  });
});

describe("galleries of photographs, not drawings", () => {
  it.each(studies.map((study) => [study.slug, study] as const))("%s", (slug, study) => {
    const drawings = galleryPictures(study).filter((name) => name.endsWith(".svg"));
    expect(galleryPictures(study).length, slug).toBeGreaterThan(0);
    expect(drawings, slug).toEqual([]);
  });
});

type Reel = {
  frames: number;
  shots: ({ still: string } & ({ pan: number[] } | { push: number[] }))[];
};
const reel = JSON.parse(readFileSync(join(ROOT, "tools/render/reel.json"), "utf8")) as Reel;
const hasFfmpeg = spawnSync("ffmpeg", ["-version"]).status === 0;

// The film is decoded with ffmpeg (tools/render/README.md); a machine without it skips this.
describe.skipIf(!hasFfmpeg)("the Works tile's reel", () => {
  const SIZE = { width: 90, height: 120 };
  const CHANNELS = 3;

  /** Frame `index` of the committed reel, shrunk to SIZE, as RGB bytes. */
  const frame = (index: number) =>
    execFileSync(
      "ffmpeg",
      [
        ...["-nostdin", "-hide_banner", "-loglevel", "error"],
        ...["-i", join(ROOT, "app/assets/video/works-loop.mp4")],
        ...["-vf", `select=eq(n\\,${index}),scale=${SIZE.width}:${SIZE.height}:flags=area`],
        ...["-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
      ],
      { maxBuffer: SIZE.width * SIZE.height * CHANNELS * 2 },
    );

  /** Where a shot starts: the 3:4 window the still's height tall, at its first x (make-loops.sh). */
  const window = async (shot: Reel["shots"][number]) => {
    const file = join(WORKS, shot.still);
    const { height } = await sharp(file).metadata();
    const x = "pan" in shot ? shot.pan[0]! : shot.push[0]!;
    return sharp(file)
      .extract({ left: x, top: 0, width: Math.floor((height * 3) / 4), height })
      .resize(SIZE.width, SIZE.height, { kernel: "lanczos3" })
      .removeAlpha()
      .raw()
      .toBuffer();
  };

  const difference = (a: Buffer, b: Buffer) => {
    let sum = 0;
    for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
    return sum / a.length;
  };

  it("is cut from the studies' own photographs: each shot opens on its still", async () => {
    const windows = await Promise.all(reel.shots.map(window));
    for (const [i, shot] of reel.shots.entries()) {
      const opening = frame(i * reel.frames);
      const distances = windows.map((each) => difference(opening, each));
      // Close to its own still (the film's compression and scaling differ a little), and
      // closer to it than to any other shot's.
      expect(distances[i], shot.still).toBeLessThan(12);
      expect(Math.min(...distances), shot.still).toBe(distances[i]);
    }
  });

  it("names only pictures that studies show", () => {
    const shown = new Set(
      studies.flatMap((study) => [
        ...galleryPictures(study).map((name) => `${study.slug}/${name}`),
        ...study.blocks.flatMap((block) =>
          block.type === "hero" ? [`${study.slug}/${block.image}`] : [],
        ),
      ]),
    );
    for (const shot of reel.shots) expect(shown, shot.still).toContain(shot.still);
  });
});

// A film cut from rendered stills opens on its poster: the poster is the film's first frame, not a
// picture drawn for it (issue 30). Checked for every film whose poster is a photograph (JPEG).
describe.skipIf(!hasFfmpeg)("films that look filmed", () => {
  const SIZE = { width: 64, height: 64 };
  const films = studies.flatMap((study) =>
    study.blocks.flatMap((block) =>
      block.type === "videos"
        ? block.videos.flatMap((video) =>
            video.provider === "film" && video.poster.endsWith(".jpg")
              ? [[`${study.slug}/${video.mp4}`, study, video] as const]
              : [],
          )
        : [],
    ),
  );

  const difference = (a: Buffer, b: Buffer) => {
    let sum = 0;
    for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
    return sum / a.length;
  };
  const firstFrame = (file: string) =>
    execFileSync(
      "ffmpeg",
      [
        ...["-nostdin", "-hide_banner", "-loglevel", "error", "-i", file],
        ...["-vf", `scale=${SIZE.width}:${SIZE.height}:flags=area`, "-frames:v", "1"],
        ...["-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
      ],
      { maxBuffer: SIZE.width * SIZE.height * 3 * 2 },
    );

  it("are every film of the two video studies: Hama's twelve and Lazza's ten", () => {
    expect(films.filter(([name]) => name.startsWith("videos-hama/"))).toHaveLength(12);
    expect(films.filter(([name]) => name.startsWith("videos-lazza/"))).toHaveLength(10);
  });

  it.each(films)("%s opens on its poster, and the film moves", async (_, study, video) => {
    const dir = join(WORKS, study.slug);
    const poster = await sharp(join(dir, video.poster))
      .resize(SIZE.width, SIZE.height, { fit: "fill", kernel: "lanczos3" })
      .removeAlpha()
      .raw()
      .toBuffer();
    const opening = firstFrame(join(dir, video.mp4));
    expect(difference(opening, poster)).toBeLessThan(8);
    // not a still: its last frame is another picture
    const frames = Number(
      execFileSync("ffprobe", [
        ...["-v", "error", "-count_frames", "-select_streams", "v:0"],
        ...["-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", join(dir, video.mp4)],
      ])
        .toString()
        .trim(),
    );
    const last = execFileSync(
      "ffmpeg",
      [
        ...["-nostdin", "-hide_banner", "-loglevel", "error", "-i", join(dir, video.mp4)],
        ...["-vf", `select=eq(n\\,${frames - 1}),scale=${SIZE.width}:${SIZE.height}:flags=area`],
        ...["-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
      ],
      { maxBuffer: SIZE.width * SIZE.height * 3 * 2 },
    );
    expect(difference(opening, last)).toBeGreaterThan(8);
  });
});
