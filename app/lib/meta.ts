// Builds a page's <title>, description, sharing tags (with its sharing image) and canonical link
// from its own properties.
import type { MetaDescriptor } from "react-router";
import { BASE_PATH } from "#contracts/paths.ts";
import type { Site } from "#contracts/site.schema.ts";
import { SHARE_IMAGE, shareCard, shareImageAlt, shareImagePath } from "#contracts/share-image.ts";

/** Absolute origin baked in at build time (SITE_ORIGIN), used for canonical, og:url and og:image. */
export const siteOrigin: string = import.meta.env.SITE_ORIGIN ?? "http://127.0.0.1:3000";

export type PageMetaInput = {
  /** The page's own name, e.g. "Works". */
  title: string;
  description: string;
  /** Path under /old, e.g. "/works" ("/" for home). */
  path: string;
  /** Set on pages that must not be indexed (e.g. the home page shown for an unknown URL). */
  noindex?: boolean;
  /**
   * The page's own sharing picture (a 1200×630 JPEG, its address under the site's origin) and what
   * it shows; without one, the card drawn from the title (decision 1314).
   */
  share?: { image: string; alt: string };
};

/** What a page's tags take of the agency's identity (the root's data, app/lib/site-identity.ts). */
export type SiteNames = Pick<Site, "company" | "tagline">;

export const pageTitle = (title: string, site: SiteNames) => `${title} | ${site.company} Company`;

export function absoluteUrl(path: string): string {
  return `${siteOrigin}${BASE_PATH}${path === "/" ? "/" : path}`;
}

export function pageMeta(
  { title, description, path, noindex, share }: PageMetaInput,
  site: SiteNames,
): MetaDescriptor[] {
  const fullTitle = pageTitle(title, site);
  const url = absoluteUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: `${site.company} Company` },
    // The page's own picture, else its card, drawn by the build (scripts/share-images.ts) and
    // again by a server when a published title changes it.
    {
      property: "og:image",
      content: share ? `${siteOrigin}${share.image}` : absoluteUrl(shareImagePath(path)),
    },
    { property: "og:image:type", content: share ? "image/jpeg" : SHARE_IMAGE.type },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    {
      property: "og:image:alt",
      content: share ? share.alt : shareImageAlt(shareCard({ title, path }, site), site),
    },
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
