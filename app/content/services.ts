// The service pages whole, as the build made them of content/services/ (scripts/content-plugin.ts),
// for the content's validation at build and the tests. The pages take them from the load context
// (app/lib/site-content.ts): the same view of the same folder (server/content/content-views.ts).
import { services } from "virtual:kadal/services";
import type { ServicePage } from "./service-page.schema.ts";

export const servicePages: readonly ServicePage[] = services;

/** The page at a path under /old (without a trailing slash), if any. */
export const servicePageByPath = (path: string): ServicePage | undefined =>
  servicePages.find((page) => page.path === path);
