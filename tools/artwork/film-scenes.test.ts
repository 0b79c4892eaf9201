// The old films' scenes kept for campaign-lazza's shared posts: only the six it shows, words in a
// frame stay large enough to read, and a frame placed inside other artwork keeps to its box.
import { describe, expect, it } from "vitest";
import { filmFrame, filmNamed, films, MIN_WORD_SIZE, words } from "./film-scenes.ts";

describe("the kept scenes", () => {
  it("are the six campaign-lazza's shared posts show, each once", () => {
    expect(films.map((film) => film.name).sort()).toEqual([
      "lazza-after-the-exam",
      "lazza-filter-coffee",
      "lazza-fort-kochi",
      "lazza-opener",
      "lazza-power-cut",
      "lazza-tender-coconut",
    ]);
  });

  it("refuse words under 28 px on screen, and draw them as outlines, not <text>", () => {
    expect(() => words(0, 100, "too small", { size: MIN_WORD_SIZE - 1 })).toThrow(RangeError);
    expect(words(0, 100, "readable", { size: MIN_WORD_SIZE })).toMatch(/^<path d="M/);
    for (const film of films) expect(film.scene(0), film.name).not.toMatch(/<text[ >]/);
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
