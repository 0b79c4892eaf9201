// The agency's identity is content (decision 1315): content/site.yaml, one schema, read with the
// other entries. A bad file is refused naming the file and the field, by the reader, by the check
// every import and publish runs, and so by the build; a changed one travels through the store
// (import, export, and the revision every server takes up) and into mail, with no code change. The
// home landing's tiles are content/pages/home.yaml's, checked the same way.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../db/migrate.ts";
import { openSqlite } from "../db/sqlite.ts";
import { contentCopies } from "../test-support/content-copies.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { createContentStore } from "./content-store.ts";
import { checkTree } from "./content-tree.ts";
import { exportContent, importContent } from "./import-export.ts";
import { readPageCopies } from "./pages.ts";
import { createPublishedContent } from "./published-content.ts";
import { ContentFileError } from "./read-entry.ts";
import { readSite } from "./site.ts";

const NEW_PHONE = "+91 484 299 7711";

/** A copy of content/ whose site.yaml has `from` replaced by `to`. */
function changed(root: string, from: string | RegExp, to: string, file = "site.yaml"): string {
  const path = join(root, file);
  const before = readFileSync(path, "utf8");
  const after = before.replace(from, to);
  expect(after).not.toBe(before);
  writeFileSync(path, after);
  return root;
}

describe("the agency's identity as a file", () => {
  const { copy } = contentCopies();

  it("reads content/site.yaml: the name, how to reach the agency, where it is", () => {
    const site = readSite();
    expect(site.company).toBe("Kadal");
    expect(site.address).toMatchObject({ locality: "Kochi", postalCode: "682036" });
    expect(site.social.map((link) => link.network)).toEqual([
      "Instagram",
      "Facebook",
      "LinkedIn",
      "YouTube",
    ]);
  });

  it("takes a changed value from the file, with no code change", () => {
    const root = changed(copy(), "phone: +91 484 400 2180", `phone: ${NEW_PHONE}`);
    expect(readSite(root).phone).toBe(NEW_PHONE);
  });

  it("names the file and the field of a bad identity, wherever it is checked", () => {
    const cases: [string | RegExp, string, RegExp][] = [
      ["phone: +91 484 400 2180", "phone: 0484 400 2180", /^site\.yaml: phone: must be a number/],
      ["email: hello@kadal.agency", "email: hello", /^site\.yaml: email: must be an e-mail/],
      ['postalCode: "682036"', "postalCode: 682036", /^site\.yaml: address\.postalCode: /],
      [/url: https:\/\/www\.facebook[^\n]*/, "url: facebook", /^site\.yaml: social\.1\.url: /],
      ['themeColor: "#0b2a3a"', "themeColor: navy", /^site\.yaml: themeColor: must be a colour/],
      ["foundedYear: 2014", "foundedYear: '2014'", /^site\.yaml: foundedYear: must be a year/],
      ["blogUrl:", "blogURL:", /^site\.yaml: (entry|blogUrl): /],
    ];
    for (const [from, to, message] of cases) {
      const root = changed(copy(), from, to);
      expect(() => readSite(root)).toThrow(ContentFileError);
      expect(() => readSite(root)).toThrow(message);
      // The check of every import, publish and build.
      expect(() => checkTree(root)).toThrow(message);
    }
    const misspelt = changed(copy(), "tagline:", "tagLine:");
    expect(() => readSite(misspelt)).toThrow(/^site\.yaml: .*no field tagLine here/);
  });

  it("refuses a content folder without one", () => {
    const root = copy();
    rmSync(join(root, "site.yaml"));
    expect(() => checkTree(root)).toThrow(
      /^site\.yaml: \(entry\): the agency's identity is missing/,
    );
  });
});

describe("the home landing's tiles as content", () => {
  const { copy } = contentCopies();

  it("reads them, column by column, from pages/home.yaml", () => {
    const home = readPageCopies().find((page) => page.path === "/")!;
    const tiles = home["tiles"] as { id: string; to: string; tone: string }[][];
    expect(tiles.map((column) => column.map((tile) => tile.id))).toEqual([
      ["thanathu"],
      ["works"],
      ["weirdos", "thought-starters"],
      ["services", "say-hello"],
    ]);
    expect(tiles[3]![1]).toMatchObject({ to: "/contact-us", tone: "palm" });
  });

  it("names the file and the field of a bad tile", () => {
    const page = "pages/home.yaml";
    const tone = changed(copy(), "tone: palm", "tone: pink", page);
    expect(() => readPageCopies(tone)).toThrow(
      /^pages\/home\.yaml: tiles\.3\.1\.tone: must be one of sea, teal, gold, vermilion, cream, palm/,
    );
    const outside = changed(copy(), "to: /works", "to: https://example.com/works", page);
    expect(() => checkTree(outside)).toThrow(
      /^pages\/home\.yaml: tiles\.1\.0\.to: must be a site path/,
    );
    const twice = changed(copy(), "id: say-hello", "id: services", page);
    expect(() => readPageCopies(twice)).toThrow(
      /^pages\/home\.yaml: tiles: two tiles have the id services/,
    );
  });
});

describe("the identity travels with the content store", () => {
  const { copy } = contentCopies();
  const dir = makeTempDir("kadal-site-store-");
  const db = openSqlite(join(dir.path, "test.sqlite"));
  const store = createContentStore(db);
  beforeAll(() => migrate(db));
  afterAll(async () => {
    await db.close();
    dir.remove();
  });

  it("is imported, taken up by every server, exported back, and a bad one stores nothing", async () => {
    const published = createPublishedContent({
      store,
      cacheDir: join(dir.path, "data", "content"),
      standIn: copy(),
    });
    await importContent(store, copy(), { author: "cli" });
    await published.refresh();
    expect(published.site().phone).toBe("+91 484 400 2180");

    const next = changed(copy(), "phone: +91 484 400 2180", `phone: ${NEW_PHONE}`);
    const tiles = changed(
      next,
      "line: Chai, a chat, a brief",
      "line: Chai and a brief",
      "pages/home.yaml",
    );
    expect((await importContent(store, tiles, { author: "cli" })).changed).toBe(true);
    await published.refresh();
    // What the mails and the pages take up: the published identity, no build, no restart.
    expect(published.site().phone).toBe(NEW_PHONE);

    const target = join(dir.path, "exported");
    await exportContent(store, target);
    expect(readFileSync(join(target, "site.yaml"), "utf8")).toContain(`phone: ${NEW_PHONE}`);
    expect(readFileSync(join(target, "pages/home.yaml"), "utf8")).toContain("Chai and a brief");

    const bad = changed(copy(), "phone: +91 484 400 2180", "phone: call us");
    const before = await store.log(10);
    await expect(importContent(store, bad, { author: "cli" })).rejects.toThrow(
      /^site\.yaml: phone: /,
    );
    expect(await store.log(10)).toEqual(before);
    await published.stop();
  });
});
