// Until pages are rendered from the content store, they are built from a content folder, while the
// application endpoint checks openings against the store's published revision (decision 1305).
// The two differ when content/ was edited and built without an import, or the store was published
// to without a build: the server says so at start, with the way to bring them together.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readTree, treeHash } from "./content-tree.ts";
import type { PublishedRoot } from "./published-content.ts";

/** The hash of the content the build in `buildDir` was made from (scripts/build-info.ts). */
function builtContentHash(buildDir: string): string | null {
  const file = join(buildDir, "build-info.json");
  if (!existsSync(file)) return null;
  const info = JSON.parse(readFileSync(file, "utf8")) as { contentHash?: unknown };
  return typeof info.contentHash === "string" ? info.contentHash : null;
}

/** A warning when the pages in `buildDir` were built from other content than `published`. */
export function builtContentWarning(buildDir: string, published: PublishedRoot): string | null {
  if (published.number === null) return null;
  const built = builtContentHash(buildDir);
  if (built === null || built === treeHash(readTree(published.root))) return null;
  return (
    `content: the pages were built from other content than the published revision ${published.number}, ` +
    "which the application form follows. Run `npm run content -- import` to publish content/, " +
    "or `npm run content -- export` to bring the published content into content/, then build."
  );
}
