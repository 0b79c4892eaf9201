// A prerendered page is whole without JavaScript, so its first screen (HTML, stylesheet, fonts,
// first image) should have the network to itself, and the 120 KB of React and the router should
// follow it. React Router names every script in the head as a modulepreload and starts them from an
// inline module script whose static imports fetch at once. The build rewrites both: the preloads
// move into that script, which starts them, and then the same imports, once the window has loaded
// and its first paint has been shown (or after 3 s, so a slow image never holds the menu and the
// forms back). Decision 0804 has the measurements.
const PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*\/>/g;
const BOOTSTRAP = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/g;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const ROUTE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^;]*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;
const DEFERRED_LIST = /const modules=(\[[^\]]*\]);/;

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

/** How many module preloads one task adds before it lets the browser do other work. */
const PRELOADS_PER_TASK = 4;

function rewriteBootstrap(body: string, modules: string[]): string {
  const first: string[] = [];
  const routes: { name: string; href: string }[] = [];
  let routeModules: string | undefined;
  let entry: string | undefined;
  for (const line of body.split("\n").map((text) => text.trim())) {
    if (!line) continue;
    const side = SIDE_EFFECT_IMPORT.exec(line);
    const route = ROUTE_IMPORT.exec(line);
    const table = ROUTE_MODULES.exec(line);
    const start = ENTRY_IMPORT.exec(line);
    if (side) first.push(side[1]!);
    else if (route) routes.push({ name: route[1]!, href: route[2]! });
    else if (table) routeModules = table[1];
    else if (start) entry = start[1];
    else
      throw new Error(`React Router's bootstrap has a statement the build does not know: ${line}`);
  }
  if (!routeModules || !entry)
    throw new Error("React Router's bootstrap lacks its route table or entry");
  const json = JSON.stringify;
  return (
    `const modules=${json(modules)};` +
    "const start=async()=>{" +
    // Each preload costs the main thread a request's set-up (about 1 ms on a fast phone, 4 on a
    // slow one): a few at a time, with the event loop free between them, never one long task.
    "for(let i=0;i<modules.length;i++){" +
    'document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href:modules[i]}));' +
    `if(i%${PRELOADS_PER_TASK}===${PRELOADS_PER_TASK - 1})await new Promise((done)=>setTimeout(done))}` +
    first.map((href) => `await import(${json(href)});`).join("") +
    `const[${routes.map((route) => route.name).join(",")}]=await Promise.all([${routes.map((route) => `import(${json(route.href)})`).join(",")}]);` +
    `window.__reactRouterRouteModules=${routeModules};` +
    `import(${json(entry)})};` +
    WHEN_FIRST_SCREEN_SHOWN
  );
}

/** The page with its scripts started only after its first screen has been shown. */
export function scriptsAfterFirstScreen(html: string): string {
  const modules = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  const bootstraps = [...html.matchAll(BOOTSTRAP)];
  if (bootstraps.length === 0) {
    if (modules.length) throw new Error("modulepreloads without React Router's bootstrap script");
    return html;
  }
  if (bootstraps.length > 1) throw new Error("more than one React Router bootstrap script");
  if (DEFERRED_LIST.test(bootstraps[0]![2]!)) return html;
  return html
    .replace(PRELOAD, "")
    .replace(
      BOOTSTRAP,
      (_, open: string, body: string, close: string) =>
        `${open}${rewriteBootstrap(body, modules)}${close}`,
    );
}

/** The scripts a rewritten page starts after its first screen (for page weight and budgets). */
export function deferredModules(html: string): string[] {
  const list = DEFERRED_LIST.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}
