// The web manifest is made from the agency's identity (content/site.yaml): a copy of content/ with
// a new name, tagline and colour, read by the server's reader as a published revision is, gives a
// manifest that says so, with the parts that are not content unchanged.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentDir } from "../content/content-dir.ts";
import { readSite, SITE_FILE } from "../content/site.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { WEB_MANIFEST_FILE, webManifest, writeWebManifest } from "./web-manifest.ts";

const dir = makeTempDir();
afterAll(() => dir.remove());

/**
 * A content folder holding a copy of content/site.yaml with each of `edits` made to it: all that
 * readSite reads (tests/render/identity-content.test.tsx copies the whole folder, for the pages).
 */
function contentWith(edits: [from: string, to: string][]): string {
  const root = join(dir.path, `content-${Math.random().toString(36).slice(2)}`);
  mkdirSync(root);
  const path = join(root, SITE_FILE);
  copyFileSync(join(contentDir(), SITE_FILE), path);
  let text = readFileSync(path, "utf8");
  for (const [from, to] of edits) {
    expect(text).toContain(from);
    text = text.replace(from, to);
  }
  writeFileSync(path, text);
  return root;
}

const parse = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe("the web manifest", () => {
  it("is JSON with the identity of content/site.yaml and the site's start, scope and icons", () => {
    const site = readSite();
    const manifest = parse(webManifest(site));
    expect(manifest).toEqual({
      name: `${site.company}: ${site.tagline}`,
      short_name: site.company,
      description: site.tagline,
      start_url: "/old/",
      scope: "/old/",
      display: "standalone",
      background_color: "#f6f1e7",
      theme_color: site.themeColor,
      icons: [
        { src: "/old/favicon.svg", type: "image/svg+xml", sizes: "any" },
        { src: "/old/apple-touch-icon.png", type: "image/png", sizes: "180x180" },
      ],
    });
    // Each icon is a file of the build (public/).
    for (const icon of manifest["icons"] as { src: string }[])
      expect(() => readFileSync(join("public", icon.src.replace(/^\/old\//, "")))).not.toThrow();
  });

  it("follows a name, tagline and colour changed in the content", () => {
    const root = contentWith([
      ["company: Kadal", "company: Kayal"],
      [
        "tagline: A marketing and creative company from Kochi, Kerala",
        "tagline: Stories from the backwaters",
      ],
      ['themeColor: "#0b2a3a"', 'themeColor: "#123456"'],
    ]);
    const manifest = parse(webManifest(readSite(root)));
    expect(manifest).toMatchObject({
      name: "Kayal: Stories from the backwaters",
      short_name: "Kayal",
      description: "Stories from the backwaters",
      theme_color: "#123456",
      start_url: "/old/",
    });
    expect(JSON.stringify(manifest)).not.toContain("Kadal");
  });

  it("writes JSON the browser can read, with characters escaped, the same bytes each time", () => {
    const site = { company: 'Ka"dal', tagline: "Kochi \\ കടൽ", themeColor: "#0b2a3a" };
    expect(parse(webManifest(site))["name"]).toBe('Ka"dal: Kochi \\ കടൽ');
    expect(webManifest(site)).toBe(webManifest({ ...site }));
    writeWebManifest(dir.path, site);
    expect(readFileSync(join(dir.path, WEB_MANIFEST_FILE), "utf8")).toBe(webManifest(site));
  });

  it("opens on the page's own background colour (the --cream token)", () => {
    const css = readFileSync("app/styles/global.css", "utf8");
    const cream = /--cream:\s*(#[0-9a-f]{6})/.exec(css)?.[1];
    expect(parse(webManifest(readSite()))["background_color"]).toBe(cream);
  });
});
