// The written-out pages are files: each names its page, a bad one fails with its file and field,
// and two files for one page are refused. The pages whose copy goes on below their words have
// their body in the same file, checked as strictly: a misspelt field is named, never dropped.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentCopies } from "../test-support/content-copies.ts";
import { checkTree } from "./content-tree.ts";
import { readPageCopies } from "./pages.ts";

describe("the pages' words as files", () => {
  const { copy } = contentCopies();

  it("reads a file for each written-out page, naming its page", () => {
    const copies = readPageCopies();
    expect(copies.map((each) => each.path).sort()).toEqual(
      [
        "/",
        "/blog",
        "/careers/",
        "/careers/apply-now",
        "/contact-us",
        "/services",
        "/thanathu",
        "/thought-starters",
        "/weirdos",
        "/works",
      ].sort(),
    );
    expect(copies.find((each) => each.path === "/contact-us")?.title).toBe("Say Hello");
  });

  it("names the file and the field of bad words, and refuses two files for one page", () => {
    const root = copy();
    const file = join(root, "pages", "weirdos.yaml");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace("bodyClass: weirdos-page", "bodyClass: Weird"),
    );
    expect(() => readPageCopies(root)).toThrow(/^pages\/weirdos\.yaml: bodyClass: must be words/);
    const twice = copy();
    copyFileSync(join(twice, "pages", "blog.yaml"), join(twice, "pages", "news.yaml"));
    expect(() => readPageCopies(twice)).toThrow(
      "pages: /blog has two files, pages/blog.yaml and pages/news.yaml",
    );
  });

  const edit = (root: string, name: string, change: (text: string) => string) => {
    const file = join(root, "pages", `${name}.yaml`);
    writeFileSync(file, change(readFileSync(file, "utf8")));
  };

  it("reads the bodies of the pages that go on below their words, beside the words", () => {
    const copies = readPageCopies();
    const weirdos = copies.find((each) => each.path === "/weirdos")!;
    expect(weirdos.hero).toEqual({
      image: "weirdos.jpg",
      alt: expect.stringMatching(/^Kadal’s studio late in the afternoon/),
    });
    expect((weirdos["blocks"] as { label: string }[]).map((block) => block.label)).toEqual([
      "WHAT",
      "WHY",
      "HOW",
    ]);
    const apply = copies.find((each) => each.path === "/careers/apply-now")!;
    expect(apply["kicker"]).toBe("Apply now");
    const services = copies.find((each) => each.path === "/services")!;
    expect(services["worksLink"]).toEqual({ label: "See our works", to: "/works" });
    // A page with no body has its words only.
    const blog = copies.find((each) => each.path === "/blog")!;
    expect(Object.keys(blog).sort()).toEqual(
      ["bodyClass", "description", "dir", "entryPath", "heading", "intro", "path", "title"].sort(),
    );
  });

  it("names the file and the field of a wrong field in a page's body", () => {
    const misspelt = copy();
    edit(misspelt, "weirdos", (text) =>
      text.replace("newsletter:\n  heading:", "newsletter:\n  headline:"),
    );
    expect(() => readPageCopies(misspelt)).toThrow(
      /^pages\/weirdos\.yaml: newsletter\.heading: .*; newsletter: no field headline here/,
    );
    // The publish path checks the same way: the store refuses the folder, naming file and field.
    expect(() => checkTree(misspelt)).toThrow(/^pages\/weirdos\.yaml: newsletter\.heading: /);

    const swapped = copy();
    edit(swapped, "weirdos", (text) => text.replace("  - label: WHY", "  - label: WHO"));
    expect(() => readPageCopies(swapped)).toThrow(
      "pages/weirdos.yaml: blocks.1.label: this block must be labelled 'WHY'",
    );

    const unsure = copy();
    edit(unsure, "thanathu", (text) => text.replace("published: false", "published: not yet"));
    expect(() => readPageCopies(unsure)).toThrow(/^pages\/thanathu\.yaml: contact\.published: /);

    const renamed = copy();
    edit(renamed, "careers", (text) => text.replace("applyLabel: Apply Now", "applyLabel: Apply"));
    expect(() => readPageCopies(renamed)).toThrow(
      "pages/careers.yaml: applyLabel: the spec names it 'Apply Now'",
    );

    const empty = copy();
    edit(empty, "apply-now", (text) =>
      text.replace("otherOpenings: See all current openings", 'otherOpenings: ""'),
    );
    expect(() => readPageCopies(empty)).toThrow(
      "pages/apply-now.yaml: otherOpenings: text must not be empty",
    );
  });

  it("refuses a body on a page that has none, and a hero or a tile's preview whose picture is not beside it", () => {
    const stray = copy();
    edit(stray, "blog", (text) => `${text}kicker: Read on\n`);
    expect(() => readPageCopies(stray)).toThrow(
      "pages/blog.yaml: (entry): no field kicker here (a misspelt name?)",
    );
    const lost = copy();
    edit(lost, "thanathu", (text) => text.replace(/image: thanathu\.\w+/, "image: lost.jpg"));
    expect(() => readPageCopies(lost)).toThrow(
      "pages/thanathu.yaml: hero.image: no file lost.jpg beside the entry",
    );
    const unseen = copy();
    edit(unseen, "home", (text) => text.replace(/preview: weirdos\.\w+/, "preview: unseen.jpg"));
    expect(() => readPageCopies(unseen)).toThrow(
      "pages/home.yaml: tiles: weirdos: preview: no file unseen.jpg beside the entry",
    );
  });
});
