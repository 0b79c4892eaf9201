// The meta and handle exports of a page whose words live in app/content/pages.ts.
import { pages, type PagePath } from "../content/pages.ts";
import { pageMeta } from "./meta.ts";
import type { RouteHandle } from "./route-handle.ts";

export const metaFor = (path: PagePath) => () => {
  const page = pages[path];
  return pageMeta({ title: page.title, description: page.description, path });
};

export const handleFor = (path: PagePath, extra: RouteHandle = {}): RouteHandle => ({
  bodyClass: pages[path].bodyClass,
  ...extra,
});
