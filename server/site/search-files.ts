// The files search engines read: sitemap.xml and robots.txt. The sitemap is made from the pages
// themselves: each indexable page's canonical link, once, in the order of their paths. The build
// writes them (scripts/build.ts); a server makes the sitemap again with the pages it renders.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { INBOX_BASE } from "#contracts/inbox.ts";
import { BASE_PREFIX } from "#contracts/paths.ts";
import { byPathSegments } from "./path-order.ts";

// Sorted, so every build lists the pages in the sitemap in the same order.
const pageFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => basename(name) === "index.html")
    .sort(byPathSegments)
    .map((name) => join(dir, name));

/** The canonical URL of a page, or null when the page asks not to be indexed. */
export function indexableCanonical(html: string): string | null {
  if (/<meta name="robots" content="[^"]*noindex/.test(html)) return null;
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(urls: string[]): string {
  const entries = [...new Set(urls)].map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

/** The site is open to crawlers; the staff inbox is not (docs/inbox-api.md). */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: ${BASE_PREFIX}\nDisallow: ${INBOX_BASE}/\n\nSitemap: ${origin}${BASE_PREFIX}sitemap.xml\n`;
}

/** The sitemap of rendered pages (server/site/render-pages.ts). */
export function sitemapOf(pages: readonly { path: string; html: string }[]): string {
  const sorted = [...pages].sort((a, b) =>
    byPathSegments(join(a.path, "index.html"), join(b.path, "index.html")),
  );
  return sitemapXml(
    sorted.map((page) => indexableCanonical(page.html)).filter((url): url is string => !!url),
  );
}

export function writeSearchFiles(clientDir: string, origin: string): number {
  const urls: string[] = [];
  for (const file of pageFiles(join(clientDir, "old"))) {
    const canonical = indexableCanonical(readFileSync(file, "utf8"));
    if (canonical) urls.push(canonical);
  }
  const unique = [...new Set(urls)];
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(unique));
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt(origin));
  return unique.length;
}
