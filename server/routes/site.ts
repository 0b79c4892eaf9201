// Serves the prerendered site under /old/: pages from memory with their own CSP, hashed assets with
// long caching, the blog redirect, and the home page with status 404 for any unknown path.
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { contentSecurityPolicy } from "../security/headers.ts";
import { BASE_PATH, BASE_PREFIX } from "#contracts/paths.ts";
import { XSRF_COOKIE } from "#contracts/xsrf.ts";
import type { Xsrf } from "../security/xsrf.ts";
import { loadPages, type Page } from "../site/pages.ts";

/** The prerendered path that renders the home page for unknown URLs (see app/routes.ts). */
export const NOT_FOUND_PAGE = "404";

export type SiteOptions = {
  clientDir: string;
  blogUrl: string;
  https: boolean;
  xsrf: Xsrf;
};

type Resolved = { page: Page; status: number };

export const siteRoutes: FastifyPluginAsync<SiteOptions> = async (app, opts) => {
  const pages = loadPages(opts.clientDir, BASE_PREFIX);
  const home = pages.get("");
  const notFound = pages.get(NOT_FOUND_PAGE) ?? home;
  if (!home || !notFound) throw new Error(`No prerendered home page in ${opts.clientDir}`);
  const spaFallback = pages.get("__spa-fallback") ?? notFound;
  const palmtree = pages.get("works/campaign/palmtree");

  function resolve(path: string): Resolved {
    const page = pages.get(path);
    if (page && path !== NOT_FOUND_PAGE && path !== "__spa-fallback") return { page, status: 200 };
    // Any id after the Palm Tree campaign shows that page (the id only picks a section to scroll to).
    if (palmtree && /^works\/campaign\/palmtree\/[^/]+$/.test(path)) {
      return { page: palmtree, status: 200 };
    }
    // An opening that is not (or no longer) listed: the app renders "not available" in the browser.
    if (/^careers\/apply-now\/[^/]+$/.test(path)) return { page: spaFallback, status: 404 };
    return { page: notFound!, status: 404 };
  }

  function sendPage(request: FastifyRequest, reply: FastifyReply, { page, status }: Resolved) {
    if (!opts.xsrf.isValid(request.cookies[XSRF_COOKIE])) {
      reply.setCookie(XSRF_COOKIE, opts.xsrf.issue(), {
        path: "/",
        sameSite: "lax",
        secure: opts.https,
        httpOnly: false, // the page's script reads it and echoes it in X-XSRF-TOKEN
      });
    }
    const accepts = String(request.headers["accept-encoding"] ?? "");
    const [body, encoding] = /\bbr\b/.test(accepts)
      ? [page.br, "br"]
      : /\bgzip\b/.test(accepts)
        ? [page.gzip, "gzip"]
        : [page.html, undefined];
    if (encoding) reply.header("Content-Encoding", encoding);
    return reply
      .code(status)
      .header("Vary", "Accept-Encoding")
      .header("Cache-Control", "no-cache")
      .header(
        "Content-Security-Policy",
        contentSecurityPolicy({
          scriptHashes: page.scriptHashes,
          embeds: page.embeds,
          https: opts.https,
        }),
      )
      .type("text/html; charset=utf-8")
      .send(body);
  }

  await app.register(fastifyStatic, {
    root: opts.clientDir,
    prefix: BASE_PREFIX,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ["old/**", "**/*.html"],
    // Pages are served from memory above; only assets and public files go through here.
    allowedPath: (pathName) => !pathName.startsWith(BASE_PREFIX) && !pathName.endsWith(".html"),
    // @fastify/static 10 hands Fastify's reply to setHeaders (not the raw response its types name).
    setHeaders(res, filePath) {
      const reply = res as unknown as FastifyReply;
      const immutable = /[/\\]assets[/\\]/.test(filePath);
      reply.header(
        "Cache-Control",
        immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });

  app.get("/", (_request, reply) => reply.redirect(BASE_PREFIX, 302));
  // Crawlers look for robots.txt at the root of the origin.
  app.get("/robots.txt", (_request, reply) =>
    reply.header("Cache-Control", "public, max-age=3600").sendFile("robots.txt", opts.clientDir),
  );
  app.get(BASE_PATH, (_request, reply) => reply.redirect(BASE_PREFIX, 301));
  app.get(`${BASE_PREFIX}blog`, (_request, reply) => reply.redirect(opts.blogUrl, 301));
  app.get(`${BASE_PREFIX}blog/`, (_request, reply) => reply.redirect(opts.blogUrl, 301));

  app.get(`${BASE_PREFIX}*`, (request, reply) => {
    const raw = (request.params as { "*": string })["*"];
    let path: string;
    try {
      path = decodeURIComponent(raw.split("?")[0] ?? "");
    } catch {
      path = "\u0000"; // undecodable: no page has such a name, so it resolves to "not found"
    }
    return sendPage(request, reply, resolve(path.replace(/\/+$/, "")));
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = String(request.headers.accept ?? "").includes("text/html");
    if ((request.method === "GET" || request.method === "HEAD") && wantsHtml) {
      return sendPage(request, reply, { page: notFound, status: 404 });
    }
    return reply.code(404).send({ status: "error", data: { message: "Not found" } });
  });
};
