// Renders every page of the site and its loader data with React Router's own request handler,
// over the server build, from the content in the load context (decision 1307). The build writes
// what it renders to build/client (scripts/prerender.ts); a server renders again when a revision
// is published (server/site/site-renderer.ts). This is React Router's own prerender loop
// (@react-router/dev's handlePrerender), run by us so that the loaders get the content: the data
// request first, then the page with that data, so the page and its `.data` file agree.
import {
  createRequestHandler,
  matchRoutes,
  type AppLoadContext,
  type RouteObject,
  type ServerBuild,
} from "react-router";
import { BASE_PATH, STAND_IN_PAGES } from "#contracts/paths.ts";
import type { MadeContent } from "../content/site-content.ts";
import { preloadMalayalam } from "./malayalam-preload.ts";

export type RenderedPage = {
  /** The page's path under the base, without slashes at either end: "" is home. */
  path: string;
  /** The finished HTML, as it is served. */
  html: string;
  /** The loader data's path under the base ("careers.data", "_root.data") and body, if it has some. */
  data: { path: string; body: string } | null;
};

/** The build's routes as a tree, for matching an address to the routes that render it. */
function routeTree(build: ServerBuild, parentId?: string): RouteObject[] {
  return Object.values(build.routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    return route.index
      ? [{ id: route.id, path: route.path, index: true }]
      : [{ id: route.id, path: route.path, children: routeTree(build, route.id) }];
  });
}

/** The addresses of the route table that take no parameter: "/thanathu", "/careers"… */
function staticPaths(tree: RouteObject[], prefix = ""): string[] {
  return tree.flatMap((route) => {
    const path = route.path ? `${prefix}/${route.path}` : prefix;
    const own = route.path && !/(^|\/)[:*]/.test(route.path) ? [path] : [];
    return [...own, ...staticPaths(route.children ?? [], path)];
  });
}

/**
 * Every address of the site: the route table's fixed ones, each opening's apply page (open or
 * closed: a closed one's says so), each service page and each study with its sections' pages of
 * `content`, and the stand-in pages (served with 404, server/routes/site.ts).
 */
export function siteAddresses(build: ServerBuild, content: MadeContent): string[] {
  return [
    "/",
    ...staticPaths(routeTree(build)),
    ...content.openings.map((job) => `/careers/apply-now/${job.slug}`),
    ...content.services.map((page) => page.path),
    ...content.studies.flatMap((study) => [
      study.path,
      ...Object.keys(study.sections ?? {}).map((id) => `${study.path}/${id}`),
    ]),
    ...Object.values(STAND_IN_PAGES).map((path) => `/${path}`),
  ];
}

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"/;
const SCRIPT_WITH_SOURCE = /<script\b[^>]*\bsrc=/;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /(^|[;\s])import\s*["'{*\w]/;

/**
 * Fails the render of a page that would fetch a script before its first screen has been shown
 * (decision 0804): a modulepreload, a script with a source, or a module script importing
 * statically, or a page React Router hydrates without exactly one module script to start it
 * (app/lib/scripts-after-first-screen.tsx). A React Router release that renders its scripts
 * another way stops the build here.
 */
export function checkScriptsAfterFirstScreen(address: string, html: string): void {
  const fail = (what: string) => {
    throw new Error(`The page ${address} ${what}: its scripts would not wait for its first screen`);
  };
  if (MODULE_PRELOAD.test(html)) fail("has a modulepreload");
  if (SCRIPT_WITH_SOURCE.test(html)) fail("has a script with a source");
  const modules = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  if (modules.some((body) => STATIC_IMPORT.test(body))) fail("has a static import");
  const hydrates = html.includes("window.__reactRouterContext = ");
  if (modules.length !== (hydrates ? 1 : 0))
    fail(
      `has ${modules.length} module script${modules.length === 1 ? "" : "s"}${hydrates ? "" : " and no router state"}`,
    );
}

export type PageRenderer = (path: string) => Promise<RenderedPage>;

/**
 * A renderer of single addresses over `build`, with `content` in the load context; `faceUrl` is
 * the Malayalam face's address (server/site/malayalam-preload.ts).
 */
export function pageRenderer(
  build: ServerBuild,
  context: AppLoadContext,
  faceUrl: string,
): PageRenderer {
  const handler = createRequestHandler(build, "production");
  const tree = routeTree(build);
  const ask = async (url: string, init?: RequestInit) => {
    const response = await handler(new Request(`http://localhost${url}`, init), context);
    return { status: response.status, body: await response.text() };
  };
  return async (address) => {
    const matches = matchRoutes(tree, `${address}/`.replace(/^\/\/+/, "/"));
    if (!matches) throw new Error(`No route renders ${address}`);
    const path = address.replace(/^\/|\/$/g, "");
    let data: RenderedPage["data"] = null;
    if (matches.some((match) => build.assets.routes[match.route.id!]?.hasLoader)) {
      const dataPath = path === "" ? "_root.data" : `${path}.data`;
      const answer = await ask(`${BASE_PATH}/${dataPath}`);
      if (answer.status !== 200 && answer.status !== 202)
        throw new Error(`The data of ${address} did not render (status ${answer.status})`);
      data = { path: dataPath, body: answer.body };
    }
    const page = await ask(
      `${BASE_PATH}/${path}${path ? "/" : ""}`,
      data ? { headers: { "X-React-Router-Prerender-Data": encodeURI(data.body) } } : undefined,
    );
    if (page.status !== 200)
      throw new Error(
        `The page ${address} did not render (status ${page.status}): ${page.body.slice(0, 500)}`,
      );
    checkScriptsAfterFirstScreen(address, page.body);
    return { path, html: preloadMalayalam(page.body, faceUrl), data };
  };
}
