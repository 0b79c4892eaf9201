// The tiles a service page shows of the pages right below it, from the service pages in their
// order (the load context's, app/lib/site-content.ts; or the build's module in the tests).
import type { Tile } from "./blocks.schema.ts";
import type { ServicePage } from "./service-page.schema.ts";

/** The tiles of the pages right below `path`, in their order ("/services": the four crafts). */
export const tilesBelow = (pages: readonly ServicePage[], path: string): Tile[] =>
  pages.filter((page) => page.parent === path).map((page) => page.tile);
