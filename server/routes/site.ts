// Serves the site under /old/: pages and files from memory with headers prepared ahead
// (server/site/prepared-files.ts): the build's pages at start, replaced whole when the server
// renders them again from a published revision (replacePages, server/site/site-renderer.ts), with
// the sitemap made from them and the web manifest made from the revision's identity; the
// pictures it made (/old/media/), the blog redirect, and the home page with status 404 for any
// unknown path. These answers are written straight to the socket, before Fastify, and not
// logged one by one (ACCESS_LOG turns a line per hit back on), so a crawler or a campaign costs
// little (decision 0902).
import { readFileSync, readdirSync } from "node:fs";
import { join, sep } from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { BASE_PATH, BASE_PREFIX, STAND_IN_PAGES } from "#contracts/paths.ts";
import { XSRF_COOKIE } from "#contracts/xsrf.ts";
import { commonSecurityHeaders, contentSecurityPolicy } from "../security/headers.ts";
import {
  type Xsrf,
  XSRF_CLOCK_SKEW_MS,
  XSRF_REFRESH_AFTER_MS,
  xsrfCookie,
} from "../security/xsrf.ts";
import { brotli, gzip } from "../site/compress.ts";
import { loadPages, type Page, pageOf } from "../site/pages.ts";
import type { RenderedPage } from "../site/render-pages.ts";
import { sitemapOf } from "../site/search-files.ts";
import { type ManifestSite, WEB_MANIFEST_FILE, webManifest } from "../site/web-manifest.ts";
import {
  contentTypeOf,
  prepareFile,
  type PreparedFile,
  writeFile,
} from "../site/prepared-files.ts";

/** The prerendered path that renders the home page for unknown URLs (see app/routes.ts). */
export const NOT_FOUND_PAGE = STAND_IN_PAGES.notFound;
/** Never served at their own address, only in place of a page that does not exist. */
const STAND_IN: string[] = Object.values(STAND_IN_PAGES);

export type SiteOptions = {
  clientDir: string;
  https: boolean;
  xsrf: Xsrf;
  /** Where the pictures and films this server made are (server/media/picture-cache.ts). */
  mediaDir?: string;
  /** Log a line per page or file served (off by default: decision 0902). */
  accessLog?: boolean;
  log?: FastifyBaseLogger;
};

type Resolved = { file: PreparedFile; status: number; page: boolean };

/** Pages are cached an hour; a redirect to a page's canonical path may be too. */
const REDIRECT_CACHE = "public, max-age=3600";

const MEDIA = /\.(mp4|webm)$/;
/** React Router's name for a page's loader data beside the page: /old/works/branding/aptayu.data. */
const LOADER_DATA = ".data";

/** Every file of the build except the pages (served above) and the compressed copies. */
function loadFiles(clientDir: string, securityHeaders: string[]): Map<string, PreparedFile> {
  const files = new Map<string, PreparedFile>();
  const names = readdirSync(clientDir, { recursive: true, encoding: "utf8" });
  const present = new Set(names);
  const base = `${BASE_PATH.slice(1)}/`;
  for (const name of names) {
    let path = name.split(sep).join("/");
    if (/\.(html|br|gz)$/.test(path)) continue;
    // A page's loader data (a study's, a service page's), which the browser asks for beside the
    // page's own address when it moves to the page without loading it anew.
    const loaderData = path.startsWith(base) && path.endsWith(LOADER_DATA);
    if (path.startsWith(base) && !loaderData) continue;
    if (loaderData) path = path.slice(base.length);
    const file = join(clientDir, name);
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      continue; // a directory
    }
    const sibling = (suffix: string) =>
      present.has(`${name}${suffix}`) ? readFileSync(`${file}${suffix}`) : null;
    files.set(
      path,
      prepareFile(body, {
        contentType: contentTypeOf(path),
        // Hashed assets never change under their name; loader data changes with its page's
        // content, so it is checked each time, as the page is; the rest may change with a build.
        cacheControl: path.startsWith("assets/")
          ? "public, max-age=31536000, immutable"
          : loaderData
            ? "no-cache"
            : "public, max-age=3600",
        headers: securityHeaders,
        br: sibling(".br"),
        gzip: sibling(".gz"),
        ranges: MEDIA.test(path),
      }),
    );
  }
  return files;
}

/** The built site in memory; `serve` answers a page or file request, or says it is not one. */
export interface Site {
  /**
   * Answers GET and HEAD under /old/ (and /robots.txt) from memory and returns true, or returns
   * false for anything else (the blog redirect, other methods, a URL it cannot decode), which
   * then goes through Fastify. The HTTP server calls it before Fastify (server/app.ts), so the
   * hottest path skips Fastify's per-request work; the routes below call it too.
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Answers with the home page and status 404 (an unknown path that wants HTML). */
  serveNotFound(req: IncomingMessage, res: ServerResponse): void;
  /**
   * Serves these pages, their loader data, their sitemap and the web manifest of `site` (the
   * identity of the content they were rendered from) from now on, in place of the last.
   */
  replacePages(pages: readonly RenderedPage[], site: ManifestSite): void;
  /** Serves these sharing cards (by address under the base, "share/careers.png") from now on. */
  replaceShareCards(cards: ReadonlyMap<string, Buffer>): void;
}

const COOKIE = new RegExp(`(?:^|;\\s*)${XSRF_COOKIE}=([^;]*)`);

/** Tokens already checked are remembered (up to this many): a returning visitor costs no check. */
const CHECKED_TOKENS = 10_000;

/** The pages served at one time, and what is looked up among them. */
type PageSet = {
  pages: Map<string, PreparedFile>;
  /** Each page's loader data, by its path under the base ("careers.data"). */
  data: Map<string, PreparedFile>;
  /** sitemap.xml, made from these pages. */
  sitemap: PreparedFile | null;
  /** manifest.webmanifest, made from the identity in the content of these pages. */
  manifest: PreparedFile | null;
  home: PreparedFile;
  notFound: PreparedFile;
  unlistedOpening: PreparedFile;
  palmtree: PreparedFile | undefined;
  /** Each page's path by its path in lower case (stand-ins left out). */
  pageByLowerCase: Map<string, string>;
};

function pageSet(
  pages: Map<string, PreparedFile>,
  data: Map<string, PreparedFile>,
  sitemap: PreparedFile | null,
  manifest: PreparedFile | null,
): PageSet {
  const home = pages.get("");
  const notFound = pages.get(NOT_FOUND_PAGE) ?? home;
  if (!home || !notFound) throw new Error("The site has no home page");
  return {
    pages,
    data,
    sitemap,
    manifest,
    home,
    notFound,
    unlistedOpening: pages.get(STAND_IN_PAGES.unlistedOpening) ?? notFound,
    palmtree: pages.get("works/campaign/palmtree"),
    // Paths are case-sensitive on the server but not in the browser's router: a path that differs
    // from a page's only in case is sent to the page's own path, rather than shown the 404 page
    // and then, after hydration, a different page.
    pageByLowerCase: new Map(
      [...pages.keys()]
        .filter((path) => !STAND_IN.includes(path))
        .map((path) => [path.toLowerCase(), path]),
    ),
  };
}

/** A page's sharing image (contracts/share-image.ts). */
const SHARE_IMAGE_FILE = /^share\/[^?#]+\.png$/;
/**
 * A picture or film a server made itself (server/media/picture-cache.ts), or a page's sharing
 * picture it keeps: named by its bytes.
 */
const MEDIA_FILE = /^media\/([a-z0-9-]+\.(?:avif|webp|jpg|mp4|webm))$/;
/** How many of those are kept in memory: each is read once, then served from here. */
const MEDIA_IN_MEMORY = 500;

export function loadSite(opts: SiteOptions): Site {
  const securityHeaders = commonSecurityHeaders(opts.https);
  const preparePage = (page: Page) =>
    prepareFile(page.html, {
      contentType: "text/html; charset=utf-8",
      cacheControl: "no-cache",
      headers: [
        ...securityHeaders,
        "content-security-policy",
        contentSecurityPolicy({
          scriptHashes: page.scriptHashes,
          embeds: page.embeds,
          https: opts.https,
        }),
      ],
      br: page.br,
      gzip: page.gzip,
    });
  const prepareData = (body: Buffer, br: Buffer | null, gz: Buffer | null) =>
    prepareFile(body, {
      contentType: contentTypeOf(LOADER_DATA),
      // Loader data changes with its page's content, so it is checked each time, as the page is.
      cacheControl: "no-cache",
      headers: securityHeaders,
      br,
      gzip: gz,
    });
  const pages = new Map<string, PreparedFile>();
  for (const [path, page] of loadPages(opts.clientDir, BASE_PREFIX))
    pages.set(path, preparePage(page));
  const files = loadFiles(opts.clientDir, securityHeaders);
  const data = new Map<string, PreparedFile>();
  for (const [path, file] of files)
    if (path.endsWith(LOADER_DATA)) {
      data.set(path, file);
      files.delete(path);
    }
  const builtSitemap = files.get("sitemap.xml") ?? null;
  files.delete("sitemap.xml");
  const builtManifest = files.get(WEB_MANIFEST_FILE) ?? null;
  files.delete(WEB_MANIFEST_FILE);
  if (!pages.has("")) throw new Error(`No prerendered home page in ${opts.clientDir}`);
  let set = pageSet(pages, data, builtSitemap, builtManifest);

  const media = new Map<string, PreparedFile>();
  function mediaFile(name: string): PreparedFile | undefined {
    let file = media.get(name);
    if (file || !opts.mediaDir) return file;
    let body: Buffer;
    try {
      body = readFileSync(join(opts.mediaDir, name));
    } catch {
      return undefined;
    }
    if (media.size >= MEDIA_IN_MEMORY) media.clear();
    file = prepareFile(body, {
      contentType: contentTypeOf(name),
      // Named by its bytes: never changes under its name.
      cacheControl: "public, max-age=31536000, immutable",
      headers: securityHeaders,
      br: null,
      gzip: null,
      ranges: MEDIA.test(name),
    });
    media.set(name, file);
    return file;
  }

  // A page replaces a cookie that is not ours or has grown old: the cookie is also the time token
  // of a form posted without scripts (decision 1105), which must not outlive the forms' 24 hours.
  // Only tokens that carry our signature enter, with their issue time, so remembering them changes
  // no answer. Emptied when full rather than kept in order.
  const checkedTokens = new Map<string, number>();
  const hasFreshToken = (cookieHeader: string | undefined): boolean => {
    const token = cookieHeader === undefined ? undefined : COOKIE.exec(cookieHeader)?.[1];
    if (token === undefined) return false;
    let issued = checkedTokens.get(token);
    if (issued === undefined) {
      const read = opts.xsrf.issuedAt(token);
      if (read === null) return false;
      if (checkedTokens.size >= CHECKED_TOKENS) checkedTokens.clear();
      checkedTokens.set(token, read);
      issued = read;
    }
    const age = Date.now() - issued;
    // A value made before times were written reads as decades away: stale either way.
    return age > -XSRF_CLOCK_SKEW_MS && age < XSRF_REFRESH_AFTER_MS;
  };

  function resolve(path: string): Resolved {
    const { pages, data, palmtree } = set;
    const page = pages.get(path);
    if (page && !STAND_IN.includes(path)) return { file: page, status: 200, page: true };
    const found =
      (path.endsWith(LOADER_DATA) ? data.get(path) : undefined) ??
      (path === "sitemap.xml" ? (set.sitemap ?? undefined) : undefined) ??
      (path === WEB_MANIFEST_FILE ? (set.manifest ?? undefined) : undefined) ??
      files.get(path);
    if (found) return { file: found, status: 200, page: false };
    // A page rendered after the build (a new opening's) has no sharing image of its own yet: the
    // nearest page above it lends its own, so a link shared from it still shows a card.
    if (SHARE_IMAGE_FILE.test(path)) {
      let above = path.replace(/\.png$/, "");
      while (above.includes("/")) {
        above = above.slice(0, above.lastIndexOf("/"));
        const lent = files.get(above === "share" ? "share/index.png" : `${above}.png`);
        if (lent) return { file: lent, status: 200, page: false };
      }
    }
    const made = MEDIA_FILE.exec(path)?.[1];
    const madeFile = made ? mediaFile(made) : undefined;
    if (madeFile) return { file: madeFile, status: 200, page: false };
    // Any id after the Palm Tree campaign shows that page (the id only picks a section to scroll
    // to), and its loader data is the page's.
    if (palmtree && /^works\/campaign\/palmtree\/[^/]+$/.test(path)) {
      if (!path.endsWith(LOADER_DATA)) return { file: palmtree, status: 200, page: true };
      const palmtreeData = data.get(`works/campaign/palmtree${LOADER_DATA}`);
      if (palmtreeData) return { file: palmtreeData, status: 200, page: false };
    }
    // An opening that is not (or no longer) listed: its page says so (and hydrates at any slug).
    if (/^careers\/apply-now\/[^/]+$/.test(path))
      return { file: set.unlistedOpening, status: 404, page: true };
    return { file: set.notFound, status: 404, page: true };
  }

  function send(req: IncomingMessage, res: ServerResponse, { file, status, page }: Resolved) {
    // Pages carry the XSRF cookie the forms echo back (spec §7), written as a plain header.
    let extra: string[] | undefined;
    if (page && !hasFreshToken(req.headers.cookie))
      extra = ["set-cookie", xsrfCookie(opts.xsrf.issue(), opts.https)];
    writeFile(res, file, {
      status,
      method: req.method ?? "GET",
      acceptEncoding: req.headers["accept-encoding"],
      ifNoneMatch: req.headers["if-none-match"],
      range: req.headers.range,
      extra,
    });
    if (opts.accessLog && opts.log) {
      opts.log.info(
        {
          req: { method: req.method, path: req.url?.split("?")[0] },
          res: { statusCode: res.statusCode },
        },
        "request completed",
      );
    }
  }

  function redirect(res: ServerResponse, path: string, query: string) {
    res.writeHead(301, [
      ...securityHeaders,
      "location",
      `${BASE_PREFIX}${encodeURI(path)}${query}`,
      "cache-control",
      REDIRECT_CACHE,
      "content-length",
      "0",
    ]);
    res.end();
  }

  return {
    serve(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const url = req.url ?? "";
      const query = url.indexOf("?");
      const pathname = query === -1 ? url : url.slice(0, query);
      const search = query === -1 ? "" : url.slice(query);
      if (pathname === "/robots.txt") {
        const robots = files.get("robots.txt");
        if (!robots) return false;
        send(req, res, { file: robots, status: 200, page: false });
        return true;
      }
      const lowerCase = pathname.toLowerCase();
      if (lowerCase === BASE_PATH && pathname !== BASE_PATH) {
        redirect(res, "", search);
        return true;
      }
      if (!lowerCase.startsWith(BASE_PREFIX)) return false;
      const rest = pathname.slice(BASE_PREFIX.length);
      if (rest === "blog" || rest === "blog/") return false;
      let path: string;
      try {
        path = decodeURIComponent(rest).replace(/\/+$/, "");
      } catch {
        return false; // Fastify answers a URL it cannot decode with 400
      }
      const canonical = set.pageByLowerCase.get(path.toLowerCase());
      const exactPrefix = pathname.startsWith(BASE_PREFIX);
      if (canonical !== undefined && (canonical !== path || !exactPrefix))
        redirect(res, canonical, search);
      else if (exactPrefix) send(req, res, resolve(path));
      else send(req, res, { file: set.notFound, status: 404, page: true });
      return true;
    },
    serveNotFound(req, res) {
      send(req, res, { file: set.notFound, status: 404, page: true });
    },
    replaceShareCards(cards) {
      for (const [path, body] of cards)
        files.set(
          path,
          prepareFile(body, {
            contentType: contentTypeOf(path),
            cacheControl: "public, max-age=3600",
            headers: securityHeaders,
            br: null,
            gzip: null,
          }),
        );
    },
    replacePages(rendered, site) {
      // A page whose HTML is unchanged keeps its prepared form (and its compressed copies).
      const before = set.pages;
      const nextPages = new Map<string, PreparedFile>();
      const nextData = new Map<string, PreparedFile>();
      for (const { path, html, data: loaderData } of rendered) {
        const body = Buffer.from(html);
        const old = before.get(path);
        nextPages.set(path, old?.identity.body.equals(body) ? old : preparePage(pageOf(body)));
        if (loaderData) {
          const dataBody = Buffer.from(loaderData.body);
          const oldData = set.data.get(loaderData.path);
          nextData.set(
            loaderData.path,
            oldData?.identity.body.equals(dataBody)
              ? oldData
              : prepareData(dataBody, brotli(dataBody), gzip(dataBody)),
          );
        }
      }
      // The sitemap and the manifest, each kept in its prepared form (and its ETag) when unchanged.
      const derived = (before: PreparedFile | null, name: string, text: string) => {
        const body = Buffer.from(text);
        return before?.identity.body.equals(body)
          ? before
          : prepareFile(body, {
              contentType: contentTypeOf(name),
              cacheControl: "public, max-age=3600",
              headers: securityHeaders,
              br: brotli(body),
              gzip: gzip(body),
            });
      };
      const sitemap = derived(set.sitemap, "sitemap.xml", sitemapOf(rendered));
      const manifest = derived(set.manifest, WEB_MANIFEST_FILE, webManifest(site));
      set = pageSet(nextPages, nextData, sitemap, manifest);
    },
  };
}

export type SiteRoutesOptions = { site: Site; blogUrl: string };

/**
 * The site's routes in Fastify: the redirects, and the pages and files for whatever reaches
 * Fastify rather than the server's fast path (inject() in tests, a URL Fastify must judge).
 */
export const siteRoutes: FastifyPluginAsync<SiteRoutesOptions> = async (app, opts) => {
  const { site } = opts;
  const quiet = { config: { quiet: true } };
  const prepared = { config: { quiet: true, prepared: true } };
  const serve = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    if (!site.serve(request.raw, reply.raw)) site.serveNotFound(request.raw, reply.raw);
  };
  app.get("/", quiet, (_request, reply) => reply.redirect(BASE_PREFIX, 302));
  // Crawlers look for robots.txt at the root of the origin.
  app.get("/robots.txt", prepared, serve);
  app.get(BASE_PATH, quiet, (_request, reply) => reply.redirect(BASE_PREFIX, 301));
  app.get(`${BASE_PREFIX}blog`, quiet, (_request, reply) => reply.redirect(opts.blogUrl, 301));
  app.get(`${BASE_PREFIX}blog/`, quiet, (_request, reply) => reply.redirect(opts.blogUrl, 301));
  app.get(`${BASE_PREFIX}*`, prepared, serve);

  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = String(request.headers.accept ?? "").includes("text/html");
    if ((request.method === "GET" || request.method === "HEAD") && wantsHtml) {
      reply.hijack();
      // A path under /OLD/… (another case) is the site's too: redirected to the page's own path.
      if (!site.serve(request.raw, reply.raw)) site.serveNotFound(request.raw, reply.raw);
      return;
    }
    return reply.code(404).send({ status: "error", data: { message: "Not found" } });
  });
};
