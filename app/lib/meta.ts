// Builds a page's <title>, description, sharing tags and canonical link from its own properties.
import type { MetaDescriptor } from "react-router";
import { site } from "../content/site.ts";

/** Absolute origin baked in at build time (SITE_ORIGIN), used for canonical and og:url. */
export const siteOrigin: string = import.meta.env.SITE_ORIGIN ?? "http://127.0.0.1:3000";
export const BASE_PATH = "/old";

export type PageMetaInput = {
  /** The page's own name, e.g. "Works". */
  title: string;
  description: string;
  /** Path under /old, e.g. "/works" ("/" for home). */
  path: string;
  /** Set on pages that must not be indexed (e.g. the home page shown for an unknown URL). */
  noindex?: boolean;
};

export const pageTitle = (title: string) => `${title} | ${site.company} Company`;

export function absoluteUrl(path: string): string {
  return `${siteOrigin}${BASE_PATH}${path === "/" ? "/" : path}`;
}

export function pageMeta({ title, description, path, noindex }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: `${site.company} Company` },
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
