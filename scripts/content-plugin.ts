// Vite plugin: the content entries as modules. A bad entry fails the build, naming file and field.
// - `virtual:kadal/pictures`: the pictures and films of the content the loaders are given through
//   the load context (server/content/site-content.ts: the openings', studies', service pages' and
//   pages' bodies'), each imported through the image pipeline at the preset its place needs (a
//   film by its URL), listed by the bytes it was made from. Only the server's entry imports it
//   (app/entry.server.tsx), so no page's JavaScript carries it.
// - `virtual:kadal/works`, `virtual:kadal/work-index` and `virtual:kadal/services`: the same
//   views of the case studies and the service pages as the load context's
//   (server/content/content-views.ts), for the content's validation at build and the tests; no
//   page imports them.
// - `virtual:kadal/pages`: the written-out pages' words of content/pages/ (server/content/pages.ts),
//   by their address, and the bodies of those whose copy goes on below them, the same views as
//   the load context's, for the content's validation at build and the tests.
// - `virtual:kadal/site`: the agency's identity, content/site.yaml (server/content/site.ts), as the
//   load context gives it, for the content's validation at build and the tests; no page imports it
//   (the pages take it from the root route's loader, app/lib/site-identity.ts).
// - In `npm run dev`, the web manifest made from content/site.yaml (server/site/web-manifest.ts),
//   which the build writes and the server makes again: there is no static copy in public/.
import type { Plugin } from "vite";
import { BASE_PREFIX } from "#contracts/paths.ts";
import { contentDir } from "#server/content/content-dir.ts";
import {
  jobsView,
  pageBodiesView,
  pagesView,
  type Ref,
  servicesView,
  studiesView,
  workIndexView,
} from "#server/content/content-views.ts";
import { readJobs } from "#server/content/jobs.ts";
import { builtPictureKey } from "#server/content/site-content.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readPageCopies } from "#server/content/pages.ts";
import { readServices } from "#server/content/services.ts";
import { readSite, SITE_FILE } from "#server/content/site.ts";
import { readStudies, type StudyEntry } from "#server/content/works.ts";
import { WEB_MANIFEST_FILE, webManifest } from "#server/site/web-manifest.ts";

const PICTURES = "virtual:kadal/pictures";
const WORKS = "virtual:kadal/works";
const WORK_INDEX = "virtual:kadal/work-index";
const SERVICES = "virtual:kadal/services";
const PAGES = "virtual:kadal/pages";
const SITE = "virtual:kadal/site";
const MODULES = [PICTURES, WORKS, WORK_INDEX, SERVICES, PAGES, SITE];

export function picturesModule(root: string): { code: string; files: string[] } {
  const jobs = readJobs(root);
  const studies = readStudies(root);
  const services = readServices(root);
  const pages = readPageCopies(root);
  const writer = new ModuleWriter();
  const pictures: Record<string, string> = {};
  const list: Ref<null> = (file, use) => {
    pictures[builtPictureKey(readFileSync(file), use === "film" ? "film" : use.preset)] ??=
      writer.ref(file, use);
    return null;
  };
  // Whether an opening is open does not change its picture: any day lists every picture.
  jobsView(jobs, "", list);
  studiesView(studies, list);
  workIndexView(studies, list);
  servicesView(services, list);
  pageBodiesView(pages, list);
  pagesView(pages, list);
  return {
    code: writer.module({ pictures }),
    files: [
      ...jobs.flatMap((job) => [job.entryPath, job.picturePath]),
      ...studyFilesOf(studies),
      ...services.map((page) => page.entryPath),
      ...pages.map((page) => page.entryPath),
    ],
  };
}

/** Writes a value as module code in which each `ref(file, query)` is an import of that file. */
class ModuleWriter {
  private readonly imports: string[] = [];
  private readonly token = (n: number) => `__kadal_import_${n}__`;
  /** A picture by its preset (vite-imagetools), a film by its URL. */
  readonly ref: Ref<string> = (file, use) => {
    const query = use === "film" ? "url" : `preset=${use.preset}`;
    this.imports.push(`import i${this.imports.length} from ${JSON.stringify(`${file}?${query}`)};`);
    return this.token(this.imports.length - 1);
  };
  module(exports: Record<string, unknown>): string {
    const body = Object.entries(exports)
      .map(([name, value]) => `export const ${name} = ${JSON.stringify(value, null, 1)};`)
      .join("\n")
      .replace(/"__kadal_import_(\d+)__"/g, "i$1");
    return `${this.imports.join("\n")}\n${body}\n`;
  }
}

export function worksModule(root: string): { code: string; files: string[] } {
  const studies = readStudies(root);
  const writer = new ModuleWriter();
  return {
    code: writer.module({ studies: studiesView(studies, writer.ref) }),
    files: studyFilesOf(studies),
  };
}

export function workIndexModule(root: string): { code: string; files: string[] } {
  const studies = readStudies(root);
  const writer = new ModuleWriter();
  return {
    code: writer.module({ workIndex: workIndexView(studies, writer.ref) }),
    files: studyFilesOf(studies),
  };
}

const studyFilesOf = (studies: StudyEntry[]) => studies.map((study) => study.entryPath);

export function servicesModule(root: string): { code: string; files: string[] } {
  const pages = readServices(root);
  const writer = new ModuleWriter();
  return {
    code: writer.module({ services: servicesView(pages, writer.ref) }),
    files: pages.map((page) => page.entryPath),
  };
}

export function pagesModule(root: string): { code: string; files: string[] } {
  const copies = readPageCopies(root);
  const writer = new ModuleWriter();
  return {
    code: writer.module({
      pages: pagesView(copies, writer.ref),
      bodies: pageBodiesView(copies, writer.ref),
    }),
    files: copies.map((copy) => copy.entryPath),
  };
}

export function siteModule(root: string): { code: string; files: string[] } {
  return {
    code: `export const site = ${JSON.stringify(readSite(root), null, 2)};\n`,
    files: [join(root, SITE_FILE)],
  };
}

export function content(): Plugin {
  const root = contentDir();
  const build = {
    [PICTURES]: () => picturesModule(root),
    [WORKS]: () => worksModule(root),
    [WORK_INDEX]: () => workIndexModule(root),
    [SERVICES]: () => servicesModule(root),
    [PAGES]: () => pagesModule(root),
    [SITE]: () => siteModule(root),
  };
  return {
    name: "kadal-content",
    // A study's files have short names in its folder (hero.svg, thumb.svg); built, they carry
    // the study's slug too (branding-aptayu-hero-….avif), so that no two studies' files read
    // alike in a page's source or the network panel. A page's picture (pages/weirdos.svg) is its
    // hero, and is named so (hero-weirdos-….avif).
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            assetFileNames: (asset: { originalFileNames?: readonly string[] }) => {
              const from = asset.originalFileNames?.[0] ?? "";
              const study = /(?:^|\/)content\/works\/([a-z0-9-]+)\//.exec(from)?.[1];
              const service = /(?:^|\/)content\/services\//.test(from);
              const page = /(?:^|\/)content\/pages\//.test(from);
              // A page's own sharing picture (decision 1314) is named so, wherever it sits.
              const share = /-share\.jpe?g$/.test(from);
              const prefix = study
                ? `${study}-`
                : share
                  ? ""
                  : service
                    ? "service-"
                    : page
                      ? "hero-"
                      : "";
              return `assets/${prefix}[name]-[hash][extname]`;
            },
          },
        },
      },
    }),
    // Read on each request, so an edit of site.yaml shows at once.
    configureServer(server) {
      server.middlewares.use(`${BASE_PREFIX}${WEB_MANIFEST_FILE}`, (_req, res) => {
        res.setHeader("content-type", "application/manifest+json; charset=utf-8");
        res.setHeader("cache-control", "no-cache");
        res.end(webManifest(readSite(root)));
      });
    },
    resolveId: (id) => (MODULES.includes(id) ? `\0${id}` : undefined),
    load(id) {
      const name = id.startsWith("\0") ? id.slice(1) : "";
      if (!(name in build)) return undefined;
      const { code, files } = build[name as keyof typeof build]();
      for (const file of files) this.addWatchFile(file);
      return code;
    },
  };
}
