import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { byPathSegments } from "./path-order.ts";

describe("byPathSegments", () => {
  it("lists a folder's files where a sorted depth-first walk reaches the folder", () => {
    const paths = [
      "routes.ts",
      join("routes", "works", "index.ts"),
      "root.tsx",
      join("routes", "about.tsx"),
      "routes-extra.ts",
      join("routes", "works.tsx"),
      "a.css",
    ];
    expect(paths.sort(byPathSegments)).toEqual([
      "a.css",
      "root.tsx",
      join("routes", "about.tsx"),
      join("routes", "works", "index.ts"),
      join("routes", "works.tsx"),
      "routes-extra.ts",
      "routes.ts",
    ]);
  });

  it("compares names by UTF-16 code units, like Array.prototype.sort", () => {
    expect(["b", "B", "a", "_"].sort(byPathSegments)).toEqual(["B", "_", "a", "b"]);
  });
});
