// The written-out pages' words, one file each in content/pages/ (contracts/page-copy.schema.ts).
// The build makes them a module (scripts/content-plugin.ts); the tests read them here.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { PageCopyFileSchema, type PageCopyFile } from "#contracts/page-copy.schema.ts";
import { contentDir } from "./content-dir.ts";
import { ContentFileError, readEntry } from "./read-entry.ts";

export type PageCopyEntry = PageCopyFile & { entryPath: string };

/** Every page's words, by the file's name; two files for one page are an error. */
export function readPageCopies(root: string = contentDir()): PageCopyEntry[] {
  const dir = join(root, "pages");
  if (!existsSync(dir)) return [];
  const copies = readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .map((name) => ({
      ...readEntry(join(dir, name), PageCopyFileSchema, root),
      entryPath: join(dir, name),
    }));
  for (const [i, copy] of copies.entries()) {
    const other = copies.findIndex((each) => each.path === copy.path);
    if (other !== i)
      throw new ContentFileError(
        `pages: ${copy.path} has two files, ${relativeName(copies[other]!)} and ${relativeName(copy)}`,
      );
  }
  return copies;
}

const relativeName = (copy: PageCopyEntry) => `pages/${copy.entryPath.split(/[\\/]/).pop()}`;
