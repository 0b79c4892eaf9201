// The pages in memory: each page's HTML, its brotli and gzip forms, and the hashes of its inline
// scripts for the Content-Security-Policy. The build's pages are loaded at start; a server that
// renders pages again (server/site/site-renderer.ts) makes the same from each page's HTML.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { basename, join, sep } from "node:path";
import type { EmbedKind } from "#contracts/embeds.ts";
import { embedsInPage } from "../security/embed-origins.ts";
import { brotli, gzip } from "./compress.ts";

export type Page = {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  scriptHashes: string[];
  embeds: EmbedKind[];
};

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? "";
    if (body.length === 0) continue;
    hashes.add(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return [...hashes];
}

/** The build's pre-compressed copy when it is there (scripts/build.ts), else made now. */
function compressed(file: string, make: () => Buffer): Buffer {
  try {
    return readFileSync(file);
  } catch {
    return make();
  }
}

/** A page from its HTML: compressed, its inline scripts hashed, its embeds found. */
export function pageOf(
  html: Buffer,
  br: () => Buffer = () => brotli(html),
  gz: () => Buffer = () => gzip(html),
): Page {
  return {
    html,
    br: br(),
    gzip: gz(),
    scriptHashes: inlineScriptHashes(html.toString("utf8")),
    embeds: embedsInPage(html.toString("utf8")),
  };
}

function loadPage(file: string): Page {
  const html = readFileSync(file);
  return pageOf(
    html,
    () => compressed(`${file}.br`, () => brotli(html)),
    () => compressed(`${file}.gz`, () => gzip(html)),
  );
}

/**
 * Pages keyed by their URL path under the base, without trailing slash: "" is home,
 * "works/branding/aptayu" a case study.
 */
export function loadPages(clientDir: string, basePath: string): Map<string, Page> {
  const pagesDir = join(clientDir, basePath);
  const pages = new Map<string, Page>();
  const htmlFiles = readdirSync(pagesDir, { recursive: true, encoding: "utf8" }).filter(
    (path) => basename(path) === "index.html",
  );
  for (const path of htmlFiles) {
    const key = path.split(sep).slice(0, -1).join("/");
    pages.set(key, loadPage(join(pagesDir, path)));
  }
  return pages;
}
