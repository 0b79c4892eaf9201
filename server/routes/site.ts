// Serves the prerendered site under /old/: pages and files from memory with headers prepared at
// start (server/site/prepared-files.ts), the blog redirect, and the home page with status 404 for
// any unknown path. These answers are written straight to the socket and not logged one by one
// (ACCESS_LOG turns a line per hit back on), so a crawler or a campaign costs little.
import { readFileSync, readdirSync } from "node:fs";
import { join, sep } from "node:path";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { BASE_PATH, BASE_PREFIX } from "#contracts/paths.ts";
import { XSRF_COOKIE } from "#contracts/xsrf.ts";
import { commonSecurityHeaders, contentSecurityPolicy } from "../security/headers.ts";
import type { Xsrf } from "../security/xsrf.ts";
import { loadPages } from "../site/pages.ts";
import {
  contentTypeOf,
  prepareFile,
  type PreparedFile,
  writeFile,
} from "../site/prepared-files.ts";

/** The prerendered path that renders the home page for unknown URLs (see app/routes.ts). */
export const NOT_FOUND_PAGE = "404";

export type SiteOptions = {
  clientDir: string;
  blogUrl: string;
  https: boolean;
  xsrf: Xsrf;
  /** Log a line per page or file served (off by default: decision 0902). */
  accessLog?: boolean;
};

type Resolved = { file: PreparedFile; status: number; page: boolean };

const MEDIA = /\.(mp4|webm)$/;

/** Every file of the build except the pages (served above) and the compressed copies. */
function loadFiles(clientDir: string, securityHeaders: string[]): Map<string, PreparedFile> {
  const files = new Map<string, PreparedFile>();
  const names = readdirSync(clientDir, { recursive: true, encoding: "utf8" });
  const present = new Set(names);
  for (const name of names) {
    const path = name.split(sep).join("/");
    if (path.startsWith(`${BASE_PATH.slice(1)}/`) || /\.(html|br|gz)$/.test(path)) continue;
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
        // Hashed assets never change under their name; the rest may change with a new build.
        cacheControl: path.startsWith("assets/")
          ? "public, max-age=31536000, immutable"
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

export const siteRoutes: FastifyPluginAsync<SiteOptions> = async (app, opts) => {
  const securityHeaders = commonSecurityHeaders(opts.https);
  const pages = new Map<string, PreparedFile>();
  for (const [path, page] of loadPages(opts.clientDir, BASE_PREFIX)) {
    pages.set(
      path,
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
      }),
    );
  }
  const files = loadFiles(opts.clientDir, securityHeaders);
  const home = pages.get("");
  const notFound = pages.get(NOT_FOUND_PAGE) ?? home;
  if (!home || !notFound) throw new Error(`No prerendered home page in ${opts.clientDir}`);
  const spaFallback = pages.get("__spa-fallback") ?? notFound;
  const palmtree = pages.get("works/campaign/palmtree");
  const secure = opts.https ? "; Secure" : "";

  function resolve(path: string): Resolved {
    const page = pages.get(path);
    if (page && path !== NOT_FOUND_PAGE && path !== "__spa-fallback")
      return { file: page, status: 200, page: true };
    const file = files.get(path);
    if (file) return { file, status: 200, page: false };
    // Any id after the Palm Tree campaign shows that page (the id only picks a section to scroll to).
    if (palmtree && /^works\/campaign\/palmtree\/[^/]+$/.test(path)) {
      return { file: palmtree, status: 200, page: true };
    }
    // An opening that is not (or no longer) listed: the app renders "not available" in the browser.
    if (/^careers\/apply-now\/[^/]+$/.test(path))
      return { file: spaFallback, status: 404, page: true };
    return { file: notFound!, status: 404, page: true };
  }

  function send(request: FastifyRequest, reply: FastifyReply, { file, status, page }: Resolved) {
    // Pages carry the XSRF cookie the forms echo back (spec §7), written as a plain header.
    const extra =
      page && !opts.xsrf.isValid(request.cookies[XSRF_COOKIE])
        ? ["set-cookie", `${XSRF_COOKIE}=${opts.xsrf.issue()}; Path=/; SameSite=Lax${secure}`]
        : undefined;
    const { headers } = request;
    reply.hijack();
    writeFile(reply.raw, file, {
      status,
      method: request.method,
      acceptEncoding: headers["accept-encoding"],
      ifNoneMatch: headers["if-none-match"],
      range: headers.range,
      extra,
    });
    if (opts.accessLog) {
      request.log.info(
        { req: request, res: { statusCode: reply.raw.statusCode } },
        "request completed",
      );
    }
  }

  /** Answers with a prepared file outside /old/ (robots.txt at the origin's root). */
  const rootFile = (name: string) => (request: FastifyRequest, reply: FastifyReply) => {
    const file = files.get(name);
    return file ? send(request, reply, { file, status: 200, page: false }) : reply.callNotFound();
  };

  const quiet = { config: { quiet: true } };
  const prepared = { config: { quiet: true, prepared: true } };
  app.get("/", quiet, (_request, reply) => reply.redirect(BASE_PREFIX, 302));
  // Crawlers look for robots.txt at the root of the origin.
  app.get("/robots.txt", quiet, rootFile("robots.txt"));
  app.get(BASE_PATH, quiet, (_request, reply) => reply.redirect(BASE_PREFIX, 301));
  app.get(`${BASE_PREFIX}blog`, quiet, (_request, reply) => reply.redirect(opts.blogUrl, 301));
  app.get(`${BASE_PREFIX}blog/`, quiet, (_request, reply) => reply.redirect(opts.blogUrl, 301));

  app.get(`${BASE_PREFIX}*`, prepared, (request, reply) => {
    const raw = (request.params as { "*": string })["*"];
    let path: string;
    try {
      path = decodeURIComponent(raw.split("?")[0] ?? "");
    } catch {
      path = "\u0000"; // undecodable: no page has such a name, so it resolves to "not found"
    }
    send(request, reply, resolve(path.replace(/\/+$/, "")));
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = String(request.headers.accept ?? "").includes("text/html");
    if ((request.method === "GET" || request.method === "HEAD") && wantsHtml) {
      return send(request, reply, { file: notFound, status: 404, page: true });
    }
    return reply.code(404).send({ status: "error", data: { message: "Not found" } });
  });
};
