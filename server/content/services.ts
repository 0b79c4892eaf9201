// The service pages, one file each in content/services/: {slug}.yaml is /services/{slug}, and a
// page below another sits in a folder of that page's name (digital-marketing/seo.yaml is
// /services/digital-marketing/seo). Each names its hero picture, which is beside it. The build
// renders them (scripts/content-plugin.ts) and lists their pages for prerendering
// (react-router.config.ts); both read them here.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import {
  ServiceFileSchema,
  ServiceSlugSchema,
  type ServiceFile,
} from "#contracts/service-page.schema.ts";
import { contentDir } from "./content-dir.ts";
import { ContentFileError, readEntry } from "./read-entry.ts";

export type ServiceEntry = ServiceFile & {
  /** The address below /services: "branding", "digital-marketing/seo". */
  slug: string;
  /** The page's address under /old, e.g. /services/digital-marketing/seo. */
  path: string;
  /** The address of the page above, whose tiles list this one ("/services" at the top). */
  parent: string;
  /** The folder of the entry and its picture. */
  dir: string;
  /** The entry's own file's absolute path. */
  entryPath: string;
};

const SERVICES = "/services";

function readFolder(root: string, folder: string, parent: string): ServiceEntry[] {
  const dir = join(root, "services", folder);
  const entries: ServiceEntry[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith(".yaml")) continue;
    const slug = name.slice(0, -".yaml".length);
    const where = `services/${folder ? `${folder}/` : ""}${name}`;
    const named = ServiceSlugSchema.safeParse(slug);
    if (!named.success)
      throw new ContentFileError(
        `${where}: the file's name is the page's address, and it ${named.error.issues[0]!.message}`,
      );
    const entryPath = join(dir, name);
    const page = readEntry(entryPath, ServiceFileSchema, root);
    if (!existsSync(join(dir, page.hero.image)))
      throw new ContentFileError(
        `${where}: hero.image: no file ${page.hero.image} beside the entry`,
      );
    const path = `${parent}/${slug}`;
    entries.push({ ...page, slug: path.slice(SERVICES.length + 1), path, parent, dir, entryPath });
    const below = join(dir, slug);
    if (existsSync(below) && statSync(below).isDirectory())
      entries.push(...readFolder(root, folder ? `${folder}/${slug}` : slug, path));
  }
  return entries;
}

/** Every service page, each followed by those below it, in their `order` among their siblings. */
export function readServices(root: string = contentDir()): ServiceEntry[] {
  if (!existsSync(join(root, "services"))) return [];
  const all = readFolder(root, "", SERVICES);
  const byOrder = (parent: string): ServiceEntry[] =>
    all
      .filter((page) => page.parent === parent)
      .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug))
      .flatMap((page) => [page, ...byOrder(page.path)]);
  const pages = byOrder(SERVICES);
  for (const page of pages)
    for (const block of page.blocks)
      if (block.type === "tiles" && !pages.some((other) => other.parent === page.path))
        throw new ContentFileError(
          `services/${page.slug}.yaml: a tiles block lists the pages below this one, and it has none (a folder services/${page.slug}/)`,
        );
  return pages;
}
