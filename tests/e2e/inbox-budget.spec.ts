// The staff inbox is its own bundle: no file of the public site's build holds any of its code or
// names it, and what the inbox's page loads stays within its JavaScript budget. Reasons and the
// measured numbers: docs/decisions/1021-inbox-bundle.md.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "@playwright/test";
import { INBOX_CSRF_HEADER } from "#contracts/inbox.ts";
import { gzip } from "#server/site/compress.ts";
import { expect } from "./support/fixtures.ts";

const KB = 1024;
/** React 19's DOM client and the router are about 80 KB of it; the inbox's own screens the rest. */
const INBOX_JS = 100 * KB;
const INBOX_CSS = 10 * KB;
const BUILD = join(import.meta.dirname, "..", "..", "build");
const INBOX_DIR = join(BUILD, "inbox");
const CLIENT_DIR = join(BUILD, "client");

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(js|css|html|json|txt|xml|webmanifest)$/.test(name))
    .map((name) => join(dir, name));

/** The scripts and stylesheets build/inbox/index.html loads (Vite names them). */
function inboxAssets() {
  const html = readFileSync(join(INBOX_DIR, "index.html"), "utf8");
  const hrefs = [...html.matchAll(/(?:src|href)="\/inbox\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
  const assets = hrefs.map((href) => ({ href, body: readFileSync(join(INBOX_DIR, href)) }));
  // Chunks imported by the entry count too: everything the app's page may load.
  const chunks = readdirSync(join(INBOX_DIR, "assets")).filter(
    (name) => name.endsWith(".js") && !hrefs.includes(`assets/${name}`),
  );
  for (const name of chunks)
    assets.push({ href: `assets/${name}`, body: readFileSync(join(INBOX_DIR, "assets", name)) });
  return assets;
}

/** Strings only the inbox's code holds: its CSRF header's name and a control of its own. */
const MARKERS = [INBOX_CSRF_HEADER, "Sign out everywhere"];

test("the public site's build holds none of the inbox's code and does not name it", () => {
  const assets = inboxAssets();
  const scripts = assets.filter((asset) => asset.href.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  const inboxCode = scripts.map((asset) => asset.body.toString("utf8")).join("\n");
  // Each marker is real: the inbox's bundle holds it.
  for (const marker of MARKERS) expect(inboxCode, marker).toContain(marker);

  const names = assets.map((asset) => asset.href.replace(/^assets\//, ""));
  const files = filesUnder(CLIENT_DIR);
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    // robots.txt names /inbox/ on purpose, to keep crawlers out of it.
    const path = file.endsWith("robots.txt") ? [] : ["/inbox/"];
    for (const needle of [...MARKERS, ...names, ...path])
      expect(text.includes(needle), `${file} holds ${needle}`).toBe(false);
  }
});

test(`the inbox loads at most ${INBOX_JS / KB} KB of JavaScript and ${INBOX_CSS / KB} KB of CSS (gzip)`, () => {
  const assets = inboxAssets();
  const weigh = (suffix: string) =>
    assets
      .filter((asset) => asset.href.endsWith(suffix))
      .reduce((sum, asset) => sum + gzip(asset.body).length, 0);
  const js = weigh(".js");
  const css = weigh(".css");
  console.log(`inbox: ${js} B of JavaScript, ${css} B of CSS (gzip)`);
  expect(js).toBeGreaterThan(0);
  expect(js).toBeLessThanOrEqual(INBOX_JS);
  expect(css).toBeLessThanOrEqual(INBOX_CSS);
});
