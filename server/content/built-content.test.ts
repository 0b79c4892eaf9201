import { appendFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentCopies } from "../test-support/content-copies.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { builtContentWarning } from "./built-content.ts";
import { readTree, treeHash } from "./content-tree.ts";

describe("pages built from the published content", () => {
  const { copy } = contentCopies();

  it("says nothing when the build was made from the published revision, and how to mend it when not", () => {
    const build = makeTempDir();
    try {
      const root = copy();
      writeFileSync(
        join(build.path, "build-info.json"),
        JSON.stringify({ contentHash: treeHash(readTree(root)) }),
      );
      expect(builtContentWarning(build.path, { number: 3, root })).toBeNull();
      appendFileSync(join(root, "pages/blog.yaml"), "# edited after the build\n");
      expect(builtContentWarning(build.path, { number: 3, root })).toMatch(
        /^content: the pages were built from other content than the published revision 3, .*`npm run content -- import`.*`npm run content -- export`/,
      );
      // Before the store holds content, and without a build's record, there is nothing to compare.
      expect(builtContentWarning(build.path, { number: null, root })).toBeNull();
      expect(builtContentWarning(join(build.path, "none"), { number: 3, root })).toBeNull();
    } finally {
      build.remove();
    }
  });

  it("hashes a tree by its paths and bytes, not by the order it was read in", () => {
    const files = readTree(copy());
    expect(treeHash([...files].reverse())).toBe(treeHash(files));
    const [first, ...rest] = files;
    expect(treeHash([{ ...first!, body: Buffer.from("other") }, ...rest])).not.toBe(
      treeHash(files),
    );
    expect(treeHash([{ ...first!, path: `${first!.path}.moved` }, ...rest])).not.toBe(
      treeHash(files),
    );
  });
});
