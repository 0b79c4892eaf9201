// What each built page makes a browser download before it is interactive, read from the
// prerendered HTML in build/client: the JavaScript it preloads and imports, its stylesheets, the
// fonts it preloads and its images. Used by the budget tests and by `npm run bench`.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotli, gzip } from "#server/site/compress.ts";
import { deferredModules } from "#app/lib/deferred-start.ts";

export const CLIENT_DIR = join(import.meta.dirname, "..", "build", "client");

export interface Asset {
  /** The URL path as the page names it, e.g. /old/assets/root-abc.js. */
  href: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageWeight {
  /** The page's path, e.g. /old/works/. */
  path: string;
  js: Asset[];
  css: Asset[];
  fontPreloads: Asset[];
  /** Every <img> in the HTML, with what matters for layout shift and loading order. */
  images: { src: string; width?: string; height?: string; loading?: string; priority?: string }[];
}

const sizes = new Map<string, Asset>();

/** Raw, gzip (level 9) and brotli (quality 11) bytes of a file the page names. */
function asset(clientDir: string, href: string): Asset {
  const known = sizes.get(`${clientDir}|${href}`);
  if (known) return known;
  // Vite's base (/old/) is the root of build/client for assets; pages live under build/client/old.
  const file = decodeURIComponent(href.split(/[?#]/)[0]!).replace(/^\/old\//, "");
  const body = readFileSync(join(clientDir, file));
  const measured = {
    href,
    raw: body.length,
    gzip: gzip(body).length,
    brotli: brotli(body).length,
  };
  sizes.set(`${clientDir}|${href}`, measured);
  return measured;
}

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

const tags = (html: string, name: string): string[] =>
  html.match(new RegExp(`<${name}\\b[^>]*>`, "gi")) ?? [];

/** Reads one built page. Local assets only: the site loads nothing from elsewhere. */
export function weighPage(clientDir: string, file: string): PageWeight {
  const html = readFileSync(file, "utf8");
  const local = (href: string | undefined): href is string => !!href && href.startsWith("/");
  const links = tags(html, "link");
  const rel = (tag: string) => (attribute(tag, "rel") ?? "").toLowerCase();

  const jsHrefs = new Set<string>();
  for (const tag of links)
    if (rel(tag) === "modulepreload" && local(attribute(tag, "href")))
      jsHrefs.add(attribute(tag, "href")!);
  for (const tag of tags(html, "script"))
    if (local(attribute(tag, "src"))) jsHrefs.add(attribute(tag, "src")!);
  for (const [, href] of html.matchAll(/import\("([^"]+\.js)"\)/g))
    if (local(href)) jsHrefs.add(href);
  for (const href of deferredModules(html)) if (local(href)) jsHrefs.add(href);

  const cssHrefs = new Set(
    links
      .filter((tag) => rel(tag) === "stylesheet" && local(attribute(tag, "href")))
      .map((tag) => attribute(tag, "href")!),
  );
  const fontHrefs = links
    .filter((tag) => rel(tag) === "preload" && attribute(tag, "as") === "font")
    .map((tag) => attribute(tag, "href")!)
    .filter(local);

  const path = `/${relative(clientDir, file)
    .replace(/index\.html$/, "")
    .replace(/\.html$/, "")}`;
  return {
    path,
    js: [...jsHrefs].map((href) => asset(clientDir, href)),
    css: [...cssHrefs].map((href) => asset(clientDir, href)),
    fontPreloads: fontHrefs.map((href) => asset(clientDir, href)),
    images: tags(html, "img").map((tag) => ({
      src: attribute(tag, "src") ?? "",
      width: attribute(tag, "width"),
      height: attribute(tag, "height"),
      loading: attribute(tag, "loading"),
      priority: attribute(tag, "fetchPriority") ?? attribute(tag, "fetchpriority"),
    })),
  };
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".html"))
    .map((name) => join(dir, name));

/** Every page of the site (under /old/), the 404 copy of home included. */
export function weighSite(clientDir = CLIENT_DIR): PageWeight[] {
  return htmlFiles(join(clientDir, "old"))
    .map((file) => weighPage(clientDir, file))
    .sort((a, b) => a.path.localeCompare(b.path));
}

export const total = (assets: readonly Asset[], key: "raw" | "gzip" | "brotli" = "gzip") =>
  assets.reduce((sum, item) => sum + item[key], 0);

/** The scripts every page loads: React, the router, the entry and the shell. */
export function sharedScripts(pages: readonly PageWeight[]): Set<string> {
  const [first, ...rest] = pages.map((page) => new Set(page.js.map((item) => item.href)));
  return new Set([...(first ?? [])].filter((href) => rest.every((set) => set.has(href))));
}

/** The scripts a page loads beyond those every page loads: its own chunks. */
export const ownScripts = (page: PageWeight, shared: ReadonlySet<string>): Asset[] =>
  page.js.filter((item) => !shared.has(item.href));
