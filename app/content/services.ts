// The service pages whole, from content/services/ (scripts/content-plugin.ts). Only the service
// routes' loaders, the registry (app/content/validate-content.ts) and the tests import this: a
// page's JavaScript carries no service's words, its loader's data does.
import { services } from "virtual:kadal/services";
import type { Tile } from "./blocks.schema.ts";
import type { ServicePage } from "./service-page.schema.ts";

export const servicePages: readonly ServicePage[] = services;

/** The page at a path under /old (without a trailing slash), if any. */
export const servicePageByPath = (path: string): ServicePage | undefined =>
  servicePages.find((page) => page.path === path);

/** The tiles of the pages right below `path`, in their order ("/services": the four crafts). */
export const tilesBelow = (path: string): Tile[] =>
  servicePages.filter((page) => page.parent === path).map((page) => page.tile);
