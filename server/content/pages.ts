// The written-out pages, one file each in content/pages/ (contracts/page-copy.schema.ts): the
// words each opens with, and the rest of the copy of those that go on below them (Weirdos,
// Thanathu, the apply pages), a picture beside its file. The build makes them modules
// (scripts/content-plugin.ts), the server the load context (site-content.ts); both read them here.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { PageFileSchema, type PageFile } from "#contracts/page-copy.schema.ts";
import { contentDir } from "./content-dir.ts";
import { ContentFileError, readEntry } from "./read-entry.ts";

export type PageCopyEntry = PageFile & {
  /** The entry's own file's absolute path. */
  entryPath: string;
  /** The folder of the entry and its picture. */
  dir: string;
};

/** Every page's file, by the file's name; two files for one page are an error. */
export function readPageCopies(root: string = contentDir()): PageCopyEntry[] {
  const dir = join(root, "pages");
  if (!existsSync(dir)) return [];
  const copies = readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .map((name) => {
      const page = readEntry(join(dir, name), PageFileSchema, root);
      if (page.hero && !existsSync(join(dir, page.hero.image)))
        throw new ContentFileError(
          `pages/${name}: hero.image: no file ${page.hero.image} beside the entry`,
        );
      const tiles = (page as { tiles?: { id: string; preview?: string }[][] }).tiles ?? [];
      for (const tile of tiles.flat())
        if (tile.preview && !existsSync(join(dir, tile.preview)))
          throw new ContentFileError(
            `pages/${name}: tiles: ${tile.id}: preview: no file ${tile.preview} beside the entry`,
          );
      return { ...page, entryPath: join(dir, name), dir };
    });
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
