// @vitest-environment node
// The page React Router renders with its own <Scripts /> and the one it renders with
// <ScriptsAfterFirstScreen />, over the same build and request: the same page but for the
// modulepreloads, which are gone, and the module script, which starts the same modules, in the
// same order, after the first screen. Run against the installed React Router, so a release that
// changes what <Scripts /> renders (a new statement, a new element, another hand-off) fails here.
import type { ComponentType, ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import {
  Links,
  Outlet,
  Scripts,
  ServerRouter,
  createRequestHandler,
  useLoaderData,
  type EntryContext,
  type ServerBuild,
} from "react-router";
import { describe, expect, it } from "vitest";
import {
  deferredBootstrap,
  deferredModules,
  deferredStart,
  type DeferredStart,
} from "./deferred-start.ts";
import { ScriptsAfterFirstScreen } from "./scripts-after-first-screen.tsx";

const asset = (name: string) => `/old/assets/${name}.js`;
type Manifest = ServerBuild["assets"];
type ManifestRoute = Manifest["routes"][string];

const route = (id: string, fields: Partial<ManifestRoute>): ManifestRoute => ({
  id,
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: id === "root",
  module: asset(id.replace(/\W/g, "-")),
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
  ...fields,
});

// The shape of the site's manifest (build/server/index.js): shared chunks imported by the entry
// and the routes alike.
const manifest: Manifest = {
  version: "1",
  url: asset("manifest-1"),
  entry: { module: asset("entry.client-2"), imports: [asset("jsx-runtime-5"), asset("paths-6")] },
  routes: {
    root: route("root", { path: "", imports: [asset("jsx-runtime-5"), asset("site-7")] }),
    "routes/page": route("routes/page", {
      parentId: "root",
      path: "page",
      imports: [asset("jsx-runtime-5"), asset("page-parts-8")],
    }),
    "routes/broken": route("routes/broken", { parentId: "root", path: "broken" }),
  },
};

async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  const stream = await renderToReadableStream(<ServerRouter context={context} url={request.url} />);
  await stream.allReady;
  headers.set("Content-Type", "text/html");
  return new Response(stream, { status, headers });
}

/** The site's build in small, its root's scripts rendered by `Scripts`. */
function buildWith(Scripts: ComponentType): ServerBuild {
  const Layout = ({ children }: { children: ReactNode }) => (
    <html lang="en">
      <head>
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
  const Page = () => <h1>{useLoaderData<{ title: string }>().title}</h1>;
  return {
    // The broken page's loader fails on purpose: not logged.
    entry: { module: { default: handleRequest, handleError: () => {} } },
    routes: {
      root: {
        id: "root",
        path: "",
        module: {
          default: () => <Outlet />,
          Layout,
          ErrorBoundary: () => <p>Sorry</p>,
          loader: () => ({ words: "</script><script>alert(1)</script>" }),
        },
      },
      "routes/page": {
        id: "routes/page",
        parentId: "root",
        path: "page",
        module: { default: Page, loader: () => ({ title: "A page" }) },
      },
      "routes/broken": {
        id: "routes/broken",
        parentId: "root",
        path: "broken",
        module: {
          default: Page,
          loader: () => {
            throw new Error("broken");
          },
        },
      },
    },
    assets: manifest,
    basename: "/old/",
    publicPath: "/old/",
    assetsBuildDirectory: "build/client",
    future: {
      v8_passThroughRequests: false,
      v8_trailingSlashAwareDataRequests: false,
      v8_middleware: false,
    },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  };
}

async function render(scripts: ComponentType, path: string): Promise<string> {
  const handler = createRequestHandler(buildWith(scripts), "production");
  const response = await handler(new Request(`http://localhost/old/${path}`));
  return response.text();
}

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/** The one module script's body. */
function moduleScript(html: string): string {
  const bodies = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  expect(bodies).toHaveLength(1);
  return bodies[0]!;
}

/**
 * What React Router's bootstrap starts, read statement by statement; a statement not known here
 * is what a new release would add, and fails the test.
 */
function startOfReactRouters(html: string): DeferredStart {
  const start: DeferredStart = {
    modules: [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!),
    imports: [],
    routes: [],
    entry: "",
  };
  const hrefs = new Map<string, string>();
  let table: string | undefined;
  for (const line of moduleScript(html)
    .split("\n")
    .map((text) => text.trim())) {
    if (!line) continue;
    const side = /^import "([^"]+)";?$/.exec(line);
    const route = /^import \* as (route\d+) from "([^"]+)";$/.exec(line);
    const routes = /^window\.__reactRouterRouteModules = \{([^;]*)\};$/.exec(line);
    const entry = /^import\("([^"]+)"\);$/.exec(line);
    if (side) start.imports.push(side[1]!);
    else if (route) hrefs.set(route[1]!, route[2]!);
    else if (routes) table = routes[1];
    else if (entry) start.entry = entry[1]!;
    else throw new Error(`React Router's bootstrap has a statement not known here: ${line}`);
  }
  for (const [, id, name] of (table ?? "").matchAll(/"([^"]+)":(route\d+)/g))
    start.routes.push({ id: id!, module: hrefs.get(name!)! });
  return start;
}

describe("<ScriptsAfterFirstScreen /> beside React Router's <Scripts />", () => {
  for (const path of ["page", "broken"])
    it(`renders /old/${path} the same but for the preloads and the deferred start`, async () => {
      const theirs = await render(Scripts, path);
      const ours = await render(ScriptsAfterFirstScreen, path);

      // React Router's page as the test expects it: the hand-off, its stream, one bootstrap.
      expect(theirs).toContain("<script>window.__reactRouterContext = {");
      expect(theirs).toContain("window.__reactRouterContext.streamController.close();");
      const start = startOfReactRouters(theirs);
      expect(start.routes.map((item) => item.id)).toEqual(["root", `routes/${path}`]);
      expect(start.imports).toEqual([manifest.url]);
      expect(start.entry).toBe(manifest.entry.module);

      // Ours: no preload, the same scripts started after the first screen, all else the same.
      expect(ours).not.toMatch(/<link[^>]*modulepreload/);
      expect(moduleScript(ours)).toBe(deferredBootstrap(start));
      expect(deferredModules(ours)).toEqual(start.modules);
      const rest = (html: string) =>
        html.replace(MODULE_PRELOAD, "").replace(MODULE_SCRIPT, "<script type=module>…</script>");
      expect(rest(ours)).toBe(rest(theirs));
    });

  it("starts the modules after the first screen, without a static import", async () => {
    const script = moduleScript(await render(ScriptsAfterFirstScreen, "page"));
    expect(script).not.toMatch(/(^|[;\n])\s*import[\s"*{]/);
    expect(deferredModules(script)).toEqual([
      asset("manifest-1"),
      asset("entry.client-2"),
      asset("jsx-runtime-5"),
      asset("paths-6"),
      asset("root"),
      asset("site-7"),
      asset("routes-page"),
      asset("page-parts-8"),
    ]);
    expect(script).toContain(`await import("${asset("manifest-1")}");`);
    expect(script).toContain(
      `const[route0,route1]=await Promise.all([import("${asset("root")}"),import("${asset("routes-page")}")]);` +
        `window.__reactRouterRouteModules={"root":route0,"routes/page":route1};` +
        // React's DOM client is evaluated in a task after the routes', not in the same one.
        `await new Promise((done)=>setTimeout(done));import("${asset("entry.client-2")}")};`,
    );
    expect(script).toContain('addEventListener("load",done,{once:true})');
    expect(script).toContain('list.getEntriesByName("first-contentful-paint")');
    expect(script).toContain("setTimeout(go,3000)");
  });
});

describe("deferredStart", () => {
  const framework = (changes: Partial<Manifest> = {}, routeDiscovery = "initial") =>
    ({
      manifest: { ...manifest, ...changes },
      routeModules: {},
      future: buildWith(Scripts).future,
      ssr: true,
      isSpaMode: false,
      routeDiscovery: { mode: routeDiscovery, manifestPath: "/__manifest" },
    }) as Parameters<typeof deferredStart>[0];

  it("refuses what React Router's <Scripts /> renders otherwise, rather than drop it", () => {
    const ids = ["root", "routes/page"];
    expect(() => deferredStart(framework({}, "lazy"), ids)).toThrow(/Lazy route discovery/);
    expect(() => deferredStart(framework({ sri: {} }), ids)).toThrow(/Subresource integrity/);
    expect(() => deferredStart({ ...framework(), isSpaMode: true }, ids)).toThrow(/SPA mode/);
    const split = (key: string) =>
      framework({
        routes: {
          ...manifest.routes,
          "routes/page": { ...manifest.routes["routes/page"]!, [key]: asset("chunk") },
        },
      });
    for (const key of ["clientActionModule", "clientLoaderModule", "hydrateFallbackModule"])
      expect(() => deferredStart(split(key), ids)).toThrow(new RegExp(`routes/page split.*${key}`));
    expect(() => deferredStart(framework(), ["root", "routes/gone"])).toThrow(/not found/);
  });

  it("imports the development server's HMR runtime first", () => {
    const start = deferredStart(framework({ hmr: { runtime: "/@hmr" } }), ["root"]);
    expect(start.imports).toEqual(["/@hmr", manifest.url]);
  });
});

describe("deferredModules", () => {
  it("reads nothing from a page without scripts", () => {
    expect(deferredModules("<html><head></head><body><p>Hi</p></body></html>")).toEqual([]);
  });
});
