// Moving content between a folder and the store: `npm run content -- import|export`, and the
// import of content/ on a server's first start (decision 1304).
import { existsSync } from "node:fs";
import type { ContentStore, Recorded, Revision } from "./content-store.ts";
import { checkTree, ContentTreeError, readTree, writeTree } from "./content-tree.ts";

/**
 * Checks every entry in `dir` as the build does, then publishes the folder as the next revision
 * (nothing when it equals the published one). A wrong entry is refused whole, naming its file and
 * field, and nothing is stored.
 */
export async function importContent(
  store: ContentStore,
  dir: string,
  by: { author: string; note?: string; ifEmpty?: boolean },
): Promise<Recorded> {
  if (!existsSync(dir)) throw new ContentTreeError(`${dir} does not exist`);
  checkTree(dir);
  return store.publish(readTree(dir), by);
}

/**
 * Writes a revision (by default the published one) to `dir`, so that it holds that revision's
 * files and no others: a developer can review and commit what the agency published.
 */
export async function exportContent(
  store: ContentStore,
  dir: string,
  number?: number,
): Promise<Revision> {
  const revision = number === undefined ? await store.published() : await store.revision(number);
  if (!revision)
    throw new ContentTreeError(
      number === undefined ? "The content store is empty" : `There is no revision ${number}`,
    );
  writeTree(dir, await store.files(revision.number));
  return revision;
}

/** The author a server's first start records for the content it imports. */
export const FIRST_START = "first start";

/**
 * On a server's start: an empty store takes the content folder as its first revision. A store
 * that holds content keeps it; the folder is imported again only when asked.
 */
export async function seedContent(store: ContentStore, dir: string): Promise<Recorded | null> {
  if (await store.published()) return null;
  if (!existsSync(dir)) return null;
  return importContent(store, dir, {
    author: FIRST_START,
    note: "content/ as the server found it",
    ifEmpty: true,
  });
}
