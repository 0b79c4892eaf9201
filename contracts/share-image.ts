// A page's sharing image (og:image): where it is, what it says and how it is described. The page's
// meta (app/lib/meta.ts) names it; the build (scripts/share-images.ts) draws it, and a server
// again when a published title changes (server/site/share-cards.ts), from the same functions, so
// they cannot disagree.
import type { Site } from "./site.schema.ts";

export const SHARE_IMAGE = {
  width: 1200,
  height: 630,
  type: "image/png",
  extension: "png",
} as const;

/** The folder of sharing images under the site's base (build/client/share → /old/share/). */
export const SHARE_IMAGE_DIR = "share";

const segmentsOf = (pagePath: string) => pagePath.split("/").filter(Boolean);

/**
 * A page's sharing image as a path under the site's base, like the page paths themselves:
 * "/" → "/share/index.png", "/careers/" → "/share/careers.png",
 * "/works/campaign/palmtree" → "/share/works/campaign/palmtree.png".
 */
export function shareImagePath(pagePath: string): string {
  const segments = segmentsOf(pagePath).map((segment) => encodeURIComponent(segment));
  const name = segments.length > 0 ? segments.join("/") : "index";
  return `/${SHARE_IMAGE_DIR}/${name}.${SHARE_IMAGE.extension}`;
}

/** The words on a sharing image: a small kicker line (may be empty) and the heading, set large. */
export type ShareCard = { kicker: string; heading: string };

const sectionLabel = (segment: string) => {
  const words = segment.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * What a page's image says, from the page's own title and path (the pageMeta input): the title
 * large, under the sections it sits in ("Services · Digital marketing"). The home page's title is
 * just "Home", so its image carries the agency's tagline instead.
 */
export function shareCard(
  { title, path }: { title: string; path: string },
  site: Pick<Site, "tagline">,
): ShareCard {
  const segments = segmentsOf(path);
  if (segments.length === 0) return { kicker: "", heading: site.tagline };
  return { kicker: segments.slice(0, -1).map(sectionLabel).join(" · "), heading: title };
}

/** og:image:alt: the words the image shows, with the agency's name. */
export function shareImageAlt(card: ShareCard, site: Pick<Site, "company">): string {
  return `${site.company}: ${card.heading}${card.kicker ? ` (${card.kicker})` : ""}`;
}

/** The page's own title back from its full <title> (pageTitle adds " | <agency> Company"). */
export function ownTitle(fullTitle: string): string {
  const cut = fullTitle.lastIndexOf(" | ");
  return cut === -1 ? fullTitle : fullTitle.slice(0, cut);
}
