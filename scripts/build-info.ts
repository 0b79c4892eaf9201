// Decides whether build/ is current: it must come from the same sources and content, carry the
// same build-time constants (SITE_ORIGIN, BLOG_URL) as the environment the server runs with, and
// list the openings open today (one that closed since the build makes it stale).
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { contentDir } from "#server/content/content-dir.ts";
import { readTree, treeHash } from "#server/content/content-tree.ts";
import { contentToday, isOpen, readJobs } from "#server/content/jobs.ts";
import type { Env } from "#server/env.ts";
import { byPathSegments } from "#server/site/path-order.ts";

export const BUILD_INFO_FILE = "build/build-info.json";
// inbox/ is the staff app's own bundle (its vite.config.ts included), built into build/inbox.
const SOURCE_DIRS = ["app", "contracts", "public", "inbox", "server/content"];
// The build's own steps are sources too: a change to one of them makes a different build.
const SOURCE_FILES = [
  "scripts/build.ts",
  "scripts/build-info.ts",
  "scripts/content-plugin.ts",
  "scripts/font-subsets.ts",
  "scripts/prerender.ts",
  "server/site/render-pages.ts",
  "server/site/site-renderer.ts",
  "server/site/malayalam-preload.ts",
  "server/site/search-files.ts",
  "server/site/web-manifest.ts",
  "server/site/path-order.ts",
  "scripts/share-images.ts",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "server/env.ts",
];

export type BuildInfo = {
  sourceHash: string;
  /** The content tree the pages were built from (treeHash), for the server's start to compare. */
  contentHash: string;
  siteOrigin: string;
  blogUrl: string;
  openJobs: string[];
};

// Sorted, because the hash covers the order of the files as well as their contents.
function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .sort(byPathSegments)
    .map((name) => join(dir, name))
    .filter((path) => !statSync(path).isDirectory());
}

export function sourceHash(root = "."): string {
  const hash = createHash("sha256");
  const all = [
    ...[...SOURCE_DIRS, relative(resolve(root), contentDir())].flatMap((dir) =>
      files(join(root, dir)),
    ),
    ...SOURCE_FILES.map((f) => join(root, f)),
  ];
  for (const file of all) {
    if (!existsSync(file) || /\.test\.tsx?$/.test(file)) continue;
    hash.update(file).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

export function expectedBuildInfo(env: Env): BuildInfo {
  const today = contentToday();
  return {
    sourceHash: sourceHash(),
    contentHash: treeHash(readTree(contentDir())),
    siteOrigin: env.SITE_ORIGIN,
    blogUrl: env.BLOG_URL,
    openJobs: readJobs()
      .filter((job) => isOpen(job, today))
      .map((job) => job.slug),
  };
}

export function isBuildCurrent(env: Env): boolean {
  if (
    !existsSync(BUILD_INFO_FILE) ||
    !existsSync("build/client/old/index.html") ||
    !existsSync("build/inbox/index.html")
  )
    return false;
  const found = JSON.parse(readFileSync(BUILD_INFO_FILE, "utf8")) as BuildInfo;
  const expected = expectedBuildInfo(env);
  return (
    found.sourceHash === expected.sourceHash &&
    found.siteOrigin === expected.siteOrigin &&
    found.blogUrl === expected.blogUrl &&
    String(found.openJobs) === String(expected.openJobs)
  );
}

export function writeBuildInfo(env: Env): void {
  writeFileSync(BUILD_INFO_FILE, `${JSON.stringify(expectedBuildInfo(env), null, 2)}\n`);
}
