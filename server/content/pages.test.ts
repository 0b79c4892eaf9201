// The written-out pages' words are files: each names its page, a bad one fails with its file and
// field, and two files for one page are refused.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentCopies } from "../test-support/content-copies.ts";
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
});
