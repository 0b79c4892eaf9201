// The deferred start of a page's scripts (decision 0804), as app/lib/scripts-after-first-screen.tsx
// writes it into the page: what React Router's <Scripts /> would fetch and import, in its order,
// begun only once the first screen has been shown. Also read back from a built page by
// scripts/page-weight.ts, which counts what each page loads.
import type { ContextType } from "react";
import type { UNSAFE_FrameworkContext } from "react-router";

type Framework = NonNullable<ContextType<typeof UNSAFE_FrameworkContext>>;

/** What the deferred start fetches and runs, in React Router's order. */
export type DeferredStart = {
  /** Every script the page needs, preloaded first: the manifest, the entry and its imports, the routes'. */
  modules: string[];
  /** Modules imported for their effect before the routes (the manifest; in development the HMR runtime). */
  imports: string[];
  /** The matched routes, outermost first: their ids and modules. */
  routes: { id: string; module: string }[];
  /** The browser entry, imported last: it hydrates the page. */
  entry: string;
};

// Waits for the load event and for the browser's report of the first contentful paint (made once
// that frame is on screen), then for two more frames, in which images that finished with the load
// are painted; the timeout leaves the last frame. A hidden tab paints nothing: the 3 s start covers it.
const WHEN_FIRST_SCREEN_SHOWN =
  "let started=false;const go=()=>{if(!started){started=true;start()}};" +
  "const painted=new Promise((done)=>{" +
  'if(!PerformanceObserver.supportedEntryTypes?.includes("paint"))return done();' +
  'new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();done()}}).observe({type:"paint",buffered:true})});' +
  'const loaded=new Promise((done)=>document.readyState==="complete"?done():addEventListener("load",done,{once:true}));' +
  "Promise.all([painted,loaded]).then(()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(go))));" +
  "setTimeout(go,3000);";

/** The scripts of a page whose matched routes are `routeIds`, as React Router's <Scripts /> starts them. */
export function deferredStart(framework: Framework, routeIds: readonly string[]): DeferredStart {
  const { manifest, routeDiscovery, ssr, isSpaMode } = framework;
  const refuse = (what: string) => {
    throw new Error(`${what}: the deferred start (app/lib/deferred-start.ts) does not copy it`);
  };
  // Each of these changes what <Scripts /> renders: a manifest written into the page, an import
  // map, the root route alone before hydration.
  if (routeDiscovery.mode === "lazy" && ssr) refuse("Lazy route discovery");
  if (manifest.sri) refuse("Subresource integrity");
  if (isSpaMode) refuse("SPA mode");
  const routes = routeIds.map((id) => {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} not found in manifest`);
    // clientActionModule, clientLoaderModule, clientMiddlewareModule, hydrateFallbackModule, and
    // any kind a later release adds: <Scripts /> imports each chunk and merges them.
    for (const [key, value] of Object.entries(route))
      if (key !== "module" && key.endsWith("Module") && value)
        refuse(`Route ${id} split into chunks (${key}, v8_splitRouteModules)`);
    return route;
  });
  return {
    modules: [
      ...new Set([
        manifest.url,
        manifest.entry.module,
        ...manifest.entry.imports,
        ...routes.flatMap((route) => [route.module, ...(route.imports ?? [])]),
      ]),
    ],
    imports: [...(manifest.hmr?.runtime ? [manifest.hmr.runtime] : []), manifest.url],
    routes: routes.map((route) => ({ id: route.id, module: route.module })),
    entry: manifest.entry.module,
  };
}

/** The module script's body: `start` begun once the first screen has been shown. */
export function deferredBootstrap({ modules, imports, routes, entry }: DeferredStart): string {
  const json = JSON.stringify;
  const names = routes.map((_, index) => `route${index}`);
  return (
    `const modules=${json(modules)};` +
    "const start=async()=>{" +
    // Each preload costs the main thread a request's set-up, and the browser's other processes
    // answer it beside that thread: one to a task, with the event loop free between them. Four to
    // a task made tasks of 13–30 ms in Lighthouse's trace, 50–120 ms in its 4× model (decision 1310).
    "for(const href of modules){" +
    'document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href}));' +
    "await new Promise((done)=>setTimeout(done))}" +
    imports.map((href) => `await import(${json(href)});`).join("") +
    `const[${names.join(",")}]=await Promise.all([${routes.map((route) => `import(${json(route.module)})`).join(",")}]);` +
    `window.__reactRouterRouteModules={${routes.map((route, index) => `${json(route.id)}:${names[index]}`).join(",")}};` +
    // Evaluating React and the router with the routes, then React's DOM client with the entry,
    // is two tasks of a phone's main thread rather than one twice as long (decision 1310).
    "await new Promise((done)=>setTimeout(done));" +
    `import(${json(entry)})};` +
    WHEN_FIRST_SCREEN_SHOWN
  );
}

/** The scripts a page starts after its first screen, read from its HTML (for page weight and budgets). */
export function deferredModules(html: string): string[] {
  const list = /const modules=(\[[^\]]*\]);/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}
