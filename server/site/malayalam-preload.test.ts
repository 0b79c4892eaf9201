import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { malayalamFaceUrl, preloadMalayalam } from "./malayalam-preload.ts";

const FACE = "/old/assets/baloo-chettan-2-malayalam-X1.woff2";
const BRAND =
  '<link rel="preload" href="/old/assets/brand.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>';

describe("preloadMalayalam", () => {
  it("preloads the face right after the brand face on a page with Malayalam", () => {
    const html = `<head><link rel="stylesheet" href="/a.css"/>${BRAND}<link rel="icon" href="/i.svg"/></head><body><span lang="ml">തനത്</span></body>`;
    expect(preloadMalayalam(html, FACE)).toBe(
      `<head><link rel="stylesheet" href="/a.css"/>${BRAND}` +
        `<link rel="preload" href="${FACE}" as="font" type="font/woff2" crossorigin="anonymous"/>` +
        `<link rel="icon" href="/i.svg"/></head><body><span lang="ml">തനത്</span></body>`,
    );
  });

  it("leaves a page without Malayalam, and a page already done, as they are", () => {
    const plain = `<head>${BRAND}</head><body><p lang="en">Hello</p></body>`;
    expect(preloadMalayalam(plain, FACE)).toBe(plain);
    const once = preloadMalayalam(`<head>${BRAND}</head><body><b lang="ml">കഥ</b></body>`, FACE);
    expect(preloadMalayalam(once, FACE)).toBe(once);
  });
});

describe("malayalamFaceUrl", () => {
  it("finds the face's woff2 in the built stylesheets, and fails loudly when it is gone", () => {
    const dir = mkdtempSync(join(tmpdir(), "assets-"));
    writeFileSync(join(dir, "a.js"), "");
    writeFileSync(join(dir, "page.css"), "body{color:red}");
    expect(() => malayalamFaceUrl(dir)).toThrow(/no Malayalam @font-face/);
    writeFileSync(
      join(dir, "global.css"),
      `@font-face{font-family:"Baloo Chettan 2";font-style:normal;font-display:swap;font-weight:500;src:url(${FACE})format("woff2"),url(/old/assets/b.woff)format("woff")}`,
    );
    expect(malayalamFaceUrl(dir)).toBe(FACE);
  });
});
