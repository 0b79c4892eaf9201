// The study films' scenes: each is its own picture (no two posters alike), each loop joins up
// (the frame after the last is the first), and words in a frame stay large enough to read.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  filmFrame,
  filmNamed,
  MIN_WORD_SIZE,
  posterName,
  studyFilms,
  words,
} from "./film-scenes.ts";

/** A scene at t, rasterised small, as raw RGB bytes. */
const pixels = (svg: string) =>
  sharp(Buffer.from(svg)).resize(96, 96, { fit: "fill" }).removeAlpha().raw().toBuffer();

/** Mean absolute difference per channel, 0–255. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe("the study films", () => {
  it("are Lazza's ten, none of them Hama's (tools/render makes those), with unique names and posters", () => {
    expect(studyFilms.filter((film) => film.name.startsWith("lazza-"))).toHaveLength(10);
    expect(studyFilms).toHaveLength(10);
    expect(studyFilms.filter((film) => film.name.startsWith("hama-"))).toHaveLength(0);
    expect(new Set(studyFilms.map(posterName)).size).toBe(studyFilms.length);
  });

  it("are small loops: 3–5 s at 15 fps, 640×360 or 960×540 players", () => {
    for (const film of studyFilms) {
      expect(film.frames / 15, film.name).toBeGreaterThanOrEqual(3);
      expect(film.frames / 15, film.name).toBeLessThanOrEqual(5);
      expect(
        [
          [640, 360],
          [960, 540],
        ],
        film.name,
      ).toContainEqual([film.width, film.height]);
    }
  });

  it("each show a picture of their own: every poster differs clearly from every other", async () => {
    const posters = await Promise.all(studyFilms.map((film) => pixels(film.scene(0))));
    for (let i = 0; i < posters.length; i++)
      for (let j = i + 1; j < posters.length; j++)
        expect(
          difference(posters[i]!, posters[j]!),
          `${studyFilms[i]!.name} vs ${studyFilms[j]!.name}`,
        ).toBeGreaterThan(12);
  });

  it("loop seamlessly and move in between", async () => {
    for (const film of studyFilms) {
      const [start, end, middle] = await Promise.all([0, 1, 0.3].map((t) => pixels(film.scene(t))));
      expect(difference(start!, end!), film.name).toBeLessThan(0.5);
      expect(difference(start!, middle!), film.name).toBeGreaterThan(0.5);
    }
  });

  it("refuse words under 28 px on screen, and draw them as outlines, not <text>", () => {
    expect(() => words(0, 100, "too small", { size: MIN_WORD_SIZE - 1 })).toThrow(RangeError);
    expect(words(0, 100, "readable", { size: MIN_WORD_SIZE })).toMatch(/^<path d="M/);
    for (const film of studyFilms) expect(film.scene(0), film.name).not.toMatch(/<text[ >]/);
  });
});

describe("a film's frame inside other artwork", () => {
  const net = filmNamed("lazza-fort-kochi");

  it("crops the 1280×720 frame to the box, from the chosen side, clipped to the box", () => {
    // A 146×190 post: the frame's full height, 553 of its 1280 units across.
    const left = filmFrame(net, 0.4, { x: 10, y: 20, w: 146, h: 190 }, "a", { x: 0 });
    expect(left).toMatch(/<svg x="10" y="20" width="146" height="190" viewBox="0 0 553\.\d+ 720"/);
    const right = filmFrame(net, 0.4, { x: 10, y: 20, w: 146, h: 190 }, "a", { x: 1 });
    expect(right).toMatch(/viewBox="726\.\d+ 0 553\.\d+ 720"/);
    expect(left).toMatch(/^<clipPath id="frame-a"><rect x="10" y="20" width="146" height="190"/);
  });

  it("keeps each frame's ids its own, so two frames of one film can share a picture", () => {
    const two =
      filmFrame(net, 0, { x: 0, y: 0, w: 320, h: 180 }, "one") +
      filmFrame(net, 0.5, { x: 0, y: 200, w: 320, h: 180 }, "two");
    const ids = [...two.matchAll(/id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(2);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, ref] of two.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
  });

  it("names an unknown film rather than drawing nothing", () => {
    expect(() => filmNamed("lazza-no-such-film")).toThrow(/lazza-no-such-film/);
  });
});
