import { describe, expect, it } from "vitest";
import { checkScriptsAfterFirstScreen } from "./render-pages.ts";

// What app/lib/scripts-after-first-screen.tsx renders, in small.
const HAND_OFF = "<script>window.__reactRouterContext = {};</script>";
const START =
  '<script type="module" async="">const modules=["/old/assets/manifest-1.js"];const start=async()=>{await import("/old/assets/manifest-1.js")};setTimeout(start,3000);</script>';
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body><main>Content</main>${body}</body></html>`;
const check = (html: string) => () => checkScriptsAfterFirstScreen("/works", html);

describe("checkScriptsAfterFirstScreen", () => {
  it("passes a page that starts its scripts after its first screen, and one without scripts", () => {
    expect(
      check(page('<link rel="stylesheet" href="/old/assets/a.css"/>', HAND_OFF + START)),
    ).not.toThrow();
    expect(check(page("", '<script type="application/ld+json">{}</script>'))).not.toThrow();
  });

  it("fails a page that would fetch a script before its first screen", () => {
    const preload = '<link rel="modulepreload" href="/old/assets/root-3.js"/>';
    expect(check(page(preload, HAND_OFF + START))).toThrow(/\/works has a modulepreload/);
    expect(check(page('<script async src="/old/assets/x.js"></script>', HAND_OFF + START))).toThrow(
      /a script with a source/,
    );
    const bootstrap =
      '<script type="module" async="">import "/old/assets/manifest-1.js";\nimport("/old/assets/entry.js");</script>';
    expect(check(page("", HAND_OFF + bootstrap))).toThrow(/a static import/);
  });

  it("fails a page React Router hydrates without exactly one start", () => {
    expect(check(page("", HAND_OFF))).toThrow(/has 0 module scripts/);
    expect(check(page("", HAND_OFF + START + START))).toThrow(/has 2 module scripts/);
    expect(check(page("", START))).toThrow(/has 1 module script and no router state/);
  });
});
