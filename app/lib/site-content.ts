// The published content in React Router's load context (contracts/site-content.ts). Loaders take
// content from here and never from a module, so a publish needs no build.
import type { AppLoadContext } from "react-router";
import type { SiteContent as Made } from "#contracts/site-content.ts";
import type { PageBodies } from "../content/pages.schema.ts";
import type { ServicePage } from "../content/service-page.schema.ts";
import type { CaseStudy } from "../content/works/case-study.schema.ts";
import type { WorkIndexEntry } from "../content/works/work-list.schema.ts";

/** The content as the pages use it: the server's views (content-views.ts), in the site's types. */
export type SiteContent = Made<CaseStudy, WorkIndexEntry, ServicePage, PageBodies>;

declare module "react-router" {
  interface AppLoadContext {
    /** The published content the page is rendered from. */
    content?: Made;
  }
}

/** The content a loader renders from; a render without it is a mistake of the server's. */
export function siteContent(context: AppLoadContext): SiteContent {
  if (!context.content) throw new Error("The page was rendered without the published content");
  // The views are made from files checked by their schemas (server/content/), by the code the
  // build's validation checks against the site's schemas (app/content/validate-content.ts).
  return context.content as SiteContent;
}

/** The body of the page at `path` (content/pages/), which its route cannot render without. */
export function pageBody<P extends keyof PageBodies>(
  context: AppLoadContext,
  path: P,
): NonNullable<PageBodies[P]> {
  const body = siteContent(context).pageBodies[path];
  if (!body) throw new Error(`No body for ${path}: content/pages/ has no file for it`);
  return body;
}
