// Keeps the pages a server serves those of the published revision in use (decision 1307). The
// build rendered every page from content/ on its day (scripts/prerender.ts); while the revision
// in use is that content and the same openings are open today, those pages are served as built and
// the renderer is never loaded. When a revision is published (by this server or another on the
// same database), or a day opens or closes an opening, every page is rendered again, here, by
// React Router over the server build with the revision's content, and replaces the set whole.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { BASE_PATH } from "#contracts/paths.ts";
import { type ContentFile, readTree, treeHash, writeTree } from "../content/content-tree.ts";
import { isOpen, readJobs } from "../content/jobs.ts";
import type { PublishedContent } from "../content/published-content.ts";
import { type BuiltPictures, type MadeContent, makeSiteContent } from "../content/site-content.ts";
import type { PictureCache } from "../media/picture-cache.ts";
import { malayalamFaceUrl } from "./malayalam-preload.ts";
import { pageRenderer, type RenderedPage, siteAddresses } from "./render-pages.ts";

/** Where a server serves the pictures it made itself (server/media/picture-cache.ts). */
export const MEDIA_PREFIX = `${BASE_PATH}/media/`;

/** The server has no build to render with (a build cut short, or a test without one). */
export class NoServerBuild extends Error {}

/** A page that does not render with a draft's content, and why. */
export class PreviewError extends Error {
  constructor(
    readonly address: string,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

export interface SiteRenderer {
  /** React Router's handler, with the content of the revision in use added to `context`. */
  handle(request: Request, context?: AppLoadContext): Promise<Response>;
  /**
   * Every page of the revision in use on `today`, or null when the pages served now already are
   * (the build's, or the last set this returned).
   */
  renderIfChanged(): Promise<RenderedPage[] | null>;
  /**
   * The pages at `addresses` (e.g. "/careers") as they would be with the content `files`: the
   * Studio's preview of a draft, and its check that a draft's pages render before it is
   * published. The content is made once for all of them; nothing is kept: the pages served stay
   * as they are. A page that does not render is a PreviewError naming its address.
   */
  preview(files: readonly ContentFile[], addresses: readonly string[]): Promise<string[]>;
}

export type SiteRendererOptions = {
  /** build/: its server/index.js, client/ and build-info.json. */
  buildDir: string;
  published: PublishedContent;
  /** The agency's day (YYYY-MM-DD) that decides which openings are open. */
  today: () => string;
  pictures: PictureCache;
};

/** The hash of each content folder's tree, read once: a revision's files never change. */
const hashes = new Map<string, string>();

/** What decides a set of pages: the content and which of its openings are open. */
function keyOf(contentHash: string, openings: readonly string[]) {
  return `${contentHash}|${openings.join(",")}`;
}

/** The key of the build's own pages (scripts/build-info.ts), or null without a record. */
function builtKey(buildDir: string): string | null {
  const file = join(buildDir, "build-info.json");
  if (!existsSync(file)) return null;
  const info = JSON.parse(readFileSync(file, "utf8")) as {
    contentHash?: string;
    openJobs?: string[];
  };
  return info.contentHash && info.openJobs ? keyOf(info.contentHash, info.openJobs) : null;
}

export function siteRenderer(opts: SiteRendererOptions): SiteRenderer {
  const serverFile = join(opts.buildDir, "server", "index.js");
  let served = builtKey(opts.buildDir);
  let loaded: Promise<{ build: ServerBuild; built: BuiltPictures; faceUrl: string }> | undefined;
  const load = () =>
    (loaded ??= (async () => {
      if (!existsSync(serverFile))
        throw new NoServerBuild(`No server build at ${serverFile}: run npm run build`);
      const build = (await import(pathToFileURL(serverFile).href)) as ServerBuild;
      const built = (build.entry.module as { builtPictures?: BuiltPictures }).builtPictures ?? {};
      const faceUrl = malayalamFaceUrl(join(opts.buildDir, "client", "assets"));
      return { build, built, faceUrl };
    })());
  let handler: ReturnType<typeof createRequestHandler> | undefined;

  // The content of one revision on one day, made once.
  let made: { id: string; content: Promise<MadeContent> } | undefined;
  async function content(): Promise<MadeContent> {
    const { root, number } = opts.published.current();
    const today = opts.today();
    const id = `${number ?? root}|${today}`;
    if (made?.id !== id) {
      const { built } = await load();
      const pending = makeSiteContent(root, today, built, opts.pictures);
      made = { id, content: pending };
      pending.catch(() => {
        if (made?.content === pending) made = undefined;
      });
    }
    return made.content;
  }

  function currentKey(): string {
    const { root } = opts.published.current();
    let hash = hashes.get(root);
    if (!hash) hashes.set(root, (hash = treeHash(readTree(root))));
    const today = opts.today();
    const open = readJobs(root)
      .filter((job) => isOpen(job, today))
      .map((job) => job.slug);
    return keyOf(hash, open);
  }

  return {
    async handle(request, context = {}) {
      const { build } = await load();
      handler ??= createRequestHandler(build, "production");
      return handler(request, { ...context, content: await content() });
    },
    async preview(files, addresses) {
      const { build, built, faceUrl } = await load();
      const root = mkdtempSync(join(tmpdir(), "kadal-preview-"));
      try {
        writeTree(root, files);
        const draft = await makeSiteContent(root, opts.today(), built, opts.pictures);
        const render = pageRenderer(build, { content: draft }, faceUrl);
        const pages: string[] = [];
        for (const address of addresses)
          pages.push(
            (
              await render(address).catch((error: unknown) => {
                throw new PreviewError(address, error);
              })
            ).html,
          );
        return pages;
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
    async renderIfChanged() {
      const key = currentKey();
      if (key === served) return null;
      const { build, faceUrl } = await load();
      const siteContent = await content();
      const render = pageRenderer(build, { content: siteContent }, faceUrl);
      const pages: RenderedPage[] = [];
      for (const address of siteAddresses(build, siteContent)) pages.push(await render(address));
      served = key;
      return pages;
    },
  };
}
