import { describe, expect, it } from "vitest";
import { lowerScriptPriority } from "./script-priority.ts";

describe("lowerScriptPriority", () => {
  it("marks every modulepreload low, and nothing else", () => {
    const html =
      '<link rel="stylesheet" href="/a.css"/><link rel="preload" as="image" href="/p.webp" fetchPriority="high"/>' +
      '<link rel="modulepreload" href="/old/assets/a.js"/><link rel="modulepreload" href="/old/assets/b.js"/>';
    expect(lowerScriptPriority(html)).toBe(
      '<link rel="stylesheet" href="/a.css"/><link rel="preload" as="image" href="/p.webp" fetchPriority="high"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/old/assets/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/old/assets/b.js"/>',
    );
  });

  it("leaves a page already marked as it is", () => {
    const once = lowerScriptPriority('<link rel="modulepreload" href="/a.js"/>');
    expect(lowerScriptPriority(once)).toBe(once);
  });
});
