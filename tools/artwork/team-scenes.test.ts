import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { doc, rng } from "./lib.ts";
import { teamScenes } from "./team-scenes.ts";

/** A scene as the generator writes it. */
function svg(name: string): string {
  const scene = teamScenes.find((s) => s.name === name)!;
  const out = scene.draw(rng(scene.name));
  const [body, defs] = Array.isArray(out) ? out : [out, ""];
  return doc(scene.w, scene.h, body, defs);
}

describe("the people pictures", () => {
  it("set no words: the page's heading sits beside them", () => {
    const source = readFileSync(new URL("./team-scenes.ts", import.meta.url), "utf8");
    expect(source).not.toMatch(/\btext\(/);
    for (const scene of teamScenes) expect(svg(scene.name)).not.toContain("<text");
  });

  for (const name of ["hero-weirdos.svg", "hero-careers.svg"]) {
    it(`${name}: the same bytes every run, rounded coordinates, under 80 KB`, () => {
      const picture = svg(name);
      expect(svg(name)).toBe(picture);
      expect(picture).not.toMatch(/\d\.\d{2,}/);
      expect(Buffer.byteLength(picture)).toBeLessThan(80_000);
    });
  }
});
