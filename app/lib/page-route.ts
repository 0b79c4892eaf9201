// The words a written-out page opens with (content/pages/, published content): the root route's
// loader gives every page's, once per visit (app/root.tsx), and a page's meta, handle and intro
// read its own from there.
import { useRouteLoaderData } from "react-router";
import type { PageCopy, PagePath } from "../content/pages.ts";
import { pageMeta } from "./meta.ts";
import { siteIn } from "./site-identity.ts";
import type { RouteHandle } from "./route-handle.ts";

/** What the root route's loader gives: every written-out page's words by its address. */
export type PageWords = { pages: Readonly<Record<string, PageCopy>> };

/** A meta function's matches, of which the root's data is read. */
type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

function wordsOf(words: PageWords | undefined, path: PagePath): PageCopy {
  const page = words?.pages[path];
  if (!page) throw new Error(`No words for ${path}: content/pages/ has no file for it`);
  return page;
}

/** The words of the page at `path`, in a component. */
export const usePageWords = (path: PagePath): PageCopy =>
  wordsOf(useRouteLoaderData<PageWords>("root"), path);

/** The words of the page at `path`, in a route's meta function. */
export const pageWordsIn = (matches: Matches, path: PagePath): PageCopy =>
  wordsOf(matches.find((match) => match?.id === "root")?.data as PageWords | undefined, path);

export const metaFor =
  (path: PagePath) =>
  ({ matches }: { matches: Matches }) => {
    const page = pageWordsIn(matches, path);
    return pageMeta(
      {
        title: page.title,
        description: page.description,
        path,
        ...(page.share ? { share: page.share } : {}),
      },
      siteIn(matches),
    );
  };

export const handleFor = (path: PagePath, extra: RouteHandle = {}): RouteHandle => ({
  bodyClass: (_data, root) => (root as PageWords | undefined)?.pages[path]?.bodyClass,
  ...extra,
});
