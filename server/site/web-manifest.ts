// The web app manifest (/old/manifest.webmanifest, linked from every page by app/root.tsx): made
// from the agency's identity (content/site.yaml, decision 1315), as the sitemap is made from the
// pages. The build writes it beside them (scripts/build.ts); a server makes it again with each set
// of pages it renders from a published revision (replacePages, server/routes/site.ts), so a name or
// colour changed in the Studio reaches it with no build. `npm run dev` serves it from content/
// (scripts/content-plugin.ts).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { BASE_PREFIX } from "#contracts/paths.ts";
import type { Site } from "#contracts/site.schema.ts";

/** Its name in the build's client folder, and so its address under the base. */
export const WEB_MANIFEST_FILE = "manifest.webmanifest";

/** What the manifest takes from the identity. */
export type ManifestSite = Pick<Site, "company" | "tagline" | "themeColor">;

/**
 * The parts that are not content, written only here. The start, scope and display say how the site
 * opens when installed and follow the base path, not the agency. The background is the splash
 * screen's colour before the first paint, the page's own (`--cream` in app/styles/global.css): a
 * design token, not identity, so staff cannot set it in site.yaml. The icons are files of the build
 * (public/, drawn by tools/artwork/make-icons.ts), not entries of the content.
 */
const FIXED = {
  start_url: BASE_PREFIX,
  scope: BASE_PREFIX,
  display: "standalone",
  background_color: "#f6f1e7",
  icons: [
    { src: `${BASE_PREFIX}favicon.svg`, type: "image/svg+xml", sizes: "any" },
    { src: `${BASE_PREFIX}apple-touch-icon.png`, type: "image/png", sizes: "180x180" },
  ],
} as const;

/** The manifest of this identity, as JSON (the same identity gives the same bytes, so one ETag). */
export function webManifest(site: ManifestSite): string {
  const manifest = {
    // As the home page's sharing card reads it: "Kadal: A marketing and creative company from …".
    name: `${site.company}: ${site.tagline}`,
    short_name: site.company,
    description: site.tagline,
    start_url: FIXED.start_url,
    scope: FIXED.scope,
    display: FIXED.display,
    background_color: FIXED.background_color,
    theme_color: site.themeColor,
    icons: FIXED.icons,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Writes the manifest of `site` into the build's client folder. */
export function writeWebManifest(clientDir: string, site: ManifestSite): void {
  writeFileSync(join(clientDir, WEB_MANIFEST_FILE), webManifest(site));
}
