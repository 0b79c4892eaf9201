// The agency's identity, content/site.yaml (contracts/site.schema.ts, decision 1315): read with
// the other entries, so the build, the store's import and the Studio's publish check it alike, and
// every server takes the published one up with its revision (published-content.ts).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { type Site, SiteSchema } from "#contracts/site.schema.ts";
import { contentDir } from "./content-dir.ts";
import { ContentFileError, readEntry } from "./read-entry.ts";

/** The file's path in a content folder. */
export const SITE_FILE = "site.yaml";

/** The identity in the content folder `root`; a folder without one is refused, as a bad file is. */
export function readSite(root: string = contentDir()): Site {
  const file = join(root, SITE_FILE);
  if (!existsSync(file))
    throw new ContentFileError(`${SITE_FILE}: (entry): the agency's identity is missing`);
  return readEntry(file, SiteSchema, root);
}
