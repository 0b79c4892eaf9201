// Copies of content/ for a test to change, each in a temporary folder removed after the suite.
import { createHash } from "node:crypto";
import { cpSync } from "node:fs";
import { join } from "node:path";
import { afterAll } from "vitest";
import { contentDir } from "../content/content-dir.ts";
import { readTree } from "../content/content-tree.ts";
import { makeTempDir } from "./temp-dir.ts";

/** Call in a describe block: `copy()` makes a fresh copy of content/ and gives its path. */
export function contentCopies(): { copy: (name?: string) => string } {
  const dir = makeTempDir();
  afterAll(() => dir.remove());
  let copies = 0;
  return {
    copy(name = `content-${(copies += 1)}`) {
      const root = join(dir.path, name);
      cpSync(contentDir(), root, { recursive: true });
      return root;
    },
  };
}

/** A folder's content files as "path sha256" lines: equal lines, equal bytes. */
export const digest = (root: string): string[] =>
  readTree(root).map(
    ({ path, body }) => `${path} ${createHash("sha256").update(body).digest("hex")}`,
  );
