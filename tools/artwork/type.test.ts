import { describe, expect, it } from "vitest";
import { outline } from "./type.ts";

const set = { size: 100, weight: 800, anchor: "start", ls: 0 } as const;

/** The horizontal extent of a path's points. */
function extent(d: string): [number, number] {
  const xs = [...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]));
  return [Math.min(...xs), Math.max(...xs)];
}

describe("artwork type", () => {
  it("draws words as outlines on the baseline, from the given x", () => {
    const d = outline(50, 200, "Kadal", set);
    expect(d).toMatch(/^M/);
    const [left, right] = extent(d);
    expect(left).toBeGreaterThanOrEqual(50);
    expect(left).toBeLessThan(60);
    expect(right - left).toBeGreaterThan(200);
  });

  it("centres and right-aligns by the laid-out width", () => {
    const [l1, r1] = extent(outline(500, 100, "kasavu", { ...set, anchor: "middle" }));
    expect(Math.abs((l1 + r1) / 2 - 500)).toBeLessThan(8);
    const [, r2] = extent(outline(500, 100, "kasavu", { ...set, anchor: "end" }));
    expect(r2).toBeLessThanOrEqual(500);
    expect(r2).toBeGreaterThan(490);
  });

  it("draws each weight from the variable font, heavier ones wider", () => {
    const [l4, r4] = extent(outline(0, 100, "backwater", { ...set, weight: 400 }));
    const [l8, r8] = extent(outline(0, 100, "backwater", set));
    expect(r8 - l8).toBeGreaterThan(r4 - l4);
  });

  it("spreads letters by the letter spacing", () => {
    const [l0, r0] = extent(outline(0, 100, "tide", set));
    const [l1, r1] = extent(outline(0, 100, "tide", { ...set, ls: 10 }));
    expect(r1 - l1 - (r0 - l0)).toBeCloseTo(30, 0);
  });

  it("refuses letters and weights it cannot draw, rather than dropping them", () => {
    expect(() => outline(0, 0, "ആ", set)).toThrow(/cannot draw/);
    expect(() => outline(0, 0, "a", { ...set, weight: 500 })).toThrow(/no weight 500/);
  });
});
