// Production build: React Router's client and server builds, then every page rendered from
// content/ by that server build (scripts/prerender.ts: each page checked to start its scripts after
// its first screen, the Malayalam face preloaded where a page has Malayalam), the staff inbox's own bundle into build/inbox (inbox/vite.config.ts),
// the sitemap (from the pages) and the web manifest (from content/site.yaml), pre-compress the
// static files (brotli and gzip, served as-is by the server), and record what the build was made
// from. `--if-stale` skips the work when build/ is already current.
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { EnvError, parseEnv } from "#server/env.ts";
import { brotli, gzip } from "#server/site/compress.ts";
import { isBuildCurrent, writeBuildInfo } from "./build-info.ts";
import { contentDir } from "#server/content/content-dir.ts";
import { readSite } from "#server/content/site.ts";
import { writeSearchFiles } from "#server/site/search-files.ts";
import { writeWebManifest } from "#server/site/web-manifest.ts";
import { writeShareImagesSync } from "./share-images.ts";

const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|xml|txt|webmanifest|data)$/;

const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => join(dir, name))
    .filter((path) => !statSync(path).isDirectory());

function precompress(dir: string): number {
  let count = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < 512) continue;
    writeFileSync(`${file}.br`, brotli(body));
    writeFileSync(`${file}.gz`, gzip(body));
    count++;
  }
  return count;
}

export function build(options: { ifStale?: boolean } = {}): void {
  const env = parseEnv(process.env);
  if (options.ifStale && isBuildCurrent(env)) {
    console.log("build: current, nothing to do");
    return;
  }
  const started = Date.now();
  // Content is validated here and in the tests, never in the browser (scripts/validate-content.ts).
  const content = spawnSync("node_modules/.bin/tsx", ["scripts/validate-content.ts"], {
    stdio: ["ignore", "inherit", "pipe"],
    encoding: "utf8",
  });
  if (content.status !== 0) throw new Error(content.stderr.trim() || "content validation failed");
  const result = spawnSync("node_modules/.bin/react-router", ["build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`react-router build failed (exit ${result.status})`);
  const pages = spawnSync("node_modules/.bin/tsx", ["scripts/prerender.ts"], { stdio: "inherit" });
  if (pages.status !== 0) throw new Error(`prerender failed (exit ${pages.status})`);
  // The staff inbox: a separate Vite build, so no public page can load its code (docs/inbox-api.md).
  const inbox = spawnSync(
    "node_modules/.bin/vite",
    ["build", "--config", "inbox/vite.config.ts", "--logLevel", "warn"],
    { stdio: "inherit" },
  );
  if (inbox.status !== 0) throw new Error(`inbox build failed (exit ${inbox.status})`);
  const listed = writeSearchFiles("build/client", env.SITE_ORIGIN);
  // The content the pages were rendered from (content/ or CONTENT_DIR), as scripts/prerender.ts reads it.
  writeWebManifest("build/client", readSite(contentDir()));
  writeShareImagesSync("build/client", env.SITE_ORIGIN);
  const count = precompress("build/client") + precompress("build/inbox");
  writeBuildInfo(env);
  console.log(
    `build: done in ${((Date.now() - started) / 1000).toFixed(1)} s, ${listed} pages in the sitemap, ${count} files pre-compressed`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    build({ ifStale: process.argv.includes("--if-stale") });
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  }
}
