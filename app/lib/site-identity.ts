// The agency's identity (content/site.yaml, decision 1315) and the home landing's tiles
// (content/pages/home.yaml), from the published content: the root route's loader gives them to
// every page with the pages' words (app/root.tsx), once per visit, so a publish reaches every
// page's footer, header, contact details and structured data without a build.
import { type AppLoadContext, useRouteLoaderData } from "react-router";
import type { Site } from "#contracts/site.schema.ts";
import type { Home } from "../content/pages.schema.ts";
import type { PageWords } from "./page-route.ts";
import { pageBody, siteContent } from "./site-content.ts";

export type { Site } from "#contracts/site.schema.ts";

/** What the root route's loader gives every page. */
export type RootData = PageWords & {
  /** The agency's identity. */
  site: Site;
  /** The home landing's tiles (the 404 page shows the landing too, without a loader of its own). */
  home: Home;
};

/** The root route's loader (app/root.tsx): what every page is given of the published content. */
export const rootData = (context: AppLoadContext): RootData => ({
  pages: siteContent(context).pages,
  site: siteContent(context).site,
  home: pageBody(context, "/"),
});

/** A meta function's matches, of which the root's data is read. */
type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

function given(data: RootData | undefined): RootData {
  if (!data) throw new Error("The page was rendered without the root route's data");
  return data;
}

/** The agency's identity, in a component. */
export const useSite = (): Site => given(useRouteLoaderData<RootData>("root")).site;

/** The agency's identity, in a route's meta function. */
export const siteIn = (matches: Matches): Site =>
  given(matches.find((match) => match?.id === "root")?.data as RootData | undefined).site;

/** The home landing's tiles, column by column. */
export const useHomeTiles = (): Home["tiles"] =>
  given(useRouteLoaderData<RootData>("root")).home.tiles;
