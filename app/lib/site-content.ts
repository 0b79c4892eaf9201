// The published content in React Router's load context (contracts/site-content.ts). Loaders take
// content from here and never from a module, so a publish needs no build.
import type { AppLoadContext } from "react-router";
import type { SiteContent } from "#contracts/site-content.ts";

declare module "react-router" {
  interface AppLoadContext {
    /** The published content the page is rendered from. */
    content?: SiteContent;
  }
}

/** The content a loader renders from; a render without it is a mistake of the server's. */
export function siteContent(context: AppLoadContext): SiteContent {
  if (!context.content) throw new Error("The page was rendered without the published content");
  return context.content;
}
