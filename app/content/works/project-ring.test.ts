import { describe, expect, it } from "vitest";
import { workPages } from "./pages.ts";
import { projectNeighbours as neighboursIn, projectRing } from "./project-ring.ts";

const PROJECT_RING = projectRing(workPages);
const projectNeighbours = (path: string, ring: readonly string[] = PROJECT_RING) =>
  neighboursIn(path, ring);

describe("project ring", () => {
  it("holds the spec's twelve routes, each a work page, none twice", () => {
    expect(PROJECT_RING).toHaveLength(12);
    expect(new Set(PROJECT_RING).size).toBe(12);
    for (const path of PROJECT_RING) expect(workPages.map((page) => page.path)).toContain(path);
  });

  it("steps one place either way inside the ring", () => {
    expect(projectNeighbours("/works/campaign/palmtree")).toEqual({
      previous: "/works/campaign/lazza",
      next: "/works/campaign/manorama",
    });
  });

  it("wraps at the start: Previous of the first is the last", () => {
    expect(projectNeighbours("/works/branding/aptayu").previous).toBe("/works/videos/lazza");
  });

  it("wraps at the end: Next of the last is the first", () => {
    expect(projectNeighbours("/works/videos/lazza").next).toBe("/works/branding/aptayu");
  });

  it("walks all twelve and returns home in both directions", () => {
    for (const direction of ["next", "previous"] as const) {
      let path = PROJECT_RING[0]!;
      const seen = new Set<string>();
      for (let step = 0; step < 12; step += 1) {
        seen.add(path);
        path = projectNeighbours(path)[direction];
      }
      expect(path).toBe(PROJECT_RING[0]);
      expect(seen.size).toBe(12);
    }
  });

  it("places the hotel page between the ring's end and start without entering the ring", () => {
    expect(projectNeighbours("/works/communication/grandhayatt")).toEqual({
      previous: "/works/videos/lazza",
      next: "/works/branding/aptayu",
    });
    expect(PROJECT_RING).not.toContain("/works/communication/grandhayatt");
  });

  it("refuses an empty ring", () => {
    expect(() => projectNeighbours("/x", [])).toThrow(/empty/);
  });
});
