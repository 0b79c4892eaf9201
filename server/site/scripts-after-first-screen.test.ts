import { describe, expect, it } from "vitest";
import { deferredModules, scriptsAfterFirstScreen } from "./scripts-after-first-screen.ts";

// The shape React Router 7 prerenders: modulepreloads in the head, one inline bootstrap module.
const page = (bootstrap: string) =>
  '<html><head><link rel="stylesheet" href="/old/assets/global.css"/>' +
  '<link rel="preload" href="/old/assets/brand.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/old/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/old/assets/entry.client-2.js"/>' +
  '<link rel="modulepreload" href="/old/assets/root-3.js"/>' +
  '<link rel="modulepreload" href="/old/assets/page-4.js"/></head>' +
  `<body><main>Content</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${bootstrap}</script></body></html>`;

const BOOTSTRAP = `import "/old/assets/manifest-1.js";
import * as route0 from "/old/assets/root-3.js";
import * as route1 from "/old/assets/page-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};

import("/old/assets/entry.client-2.js");`;

describe("scriptsAfterFirstScreen", () => {
  const html = scriptsAfterFirstScreen(page(BOOTSTRAP));

  it("takes the modulepreloads out of the head and leaves everything else there", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/old/assets/global.css"/>');
    expect(html).toContain('as="font"');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("hands the same scripts, in order, to the bootstrap, which has no static import left", () => {
    expect(deferredModules(html)).toEqual([
      "/old/assets/manifest-1.js",
      "/old/assets/entry.client-2.js",
      "/old/assets/root-3.js",
      "/old/assets/page-4.js",
    ]);
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).not.toMatch(/^import |\nimport /);
    expect(script).toContain('await import("/old/assets/manifest-1.js");');
    expect(script).toContain(
      'const[route0,route1]=await Promise.all([import("/old/assets/root-3.js"),import("/old/assets/page-4.js")]);',
    );
    expect(script).toContain(
      'window.__reactRouterRouteModules={"root":route0,"routes/page":route1};import("/old/assets/entry.client-2.js")',
    );
    expect(script).toContain('addEventListener("load",done,{once:true})');
    expect(script).toContain('list.getEntriesByName("first-contentful-paint")');
  });

  it("runs once: a rewritten page is left as it is", () => {
    expect(scriptsAfterFirstScreen(html)).toBe(html);
  });

  it("leaves a page without scripts alone", () => {
    const plain = "<html><head></head><body><p>Hi</p></body></html>";
    expect(scriptsAfterFirstScreen(plain)).toBe(plain);
    expect(deferredModules(plain)).toEqual([]);
  });

  it("fails the build when React Router's bootstrap changes shape", () => {
    expect(() => scriptsAfterFirstScreen(page(`${BOOTSTRAP}\nimport { x } from "/y.js";`))).toThrow(
      /statement the build does not know: import \{ x \}/,
    );
    expect(() => scriptsAfterFirstScreen(page('import "/old/assets/manifest-1.js";'))).toThrow(
      /lacks its route table or entry/,
    );
    expect(() =>
      scriptsAfterFirstScreen('<head><link rel="modulepreload" href="/a.js"/></head>'),
    ).toThrow(/without React Router's bootstrap/);
  });
});
