// The service pages are files: a new page is one file (and its picture) in a copy of content/,
// read in its order below its parent with its address from its name; a bad page fails with its
// file and field, and a picture it names but lacks is an error too.
import { copyFileSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentCopies } from "../test-support/content-copies.ts";
import { ContentFileError } from "./read-entry.ts";
import { readServices } from "./services.ts";

describe("service pages as files", () => {
  const { copy } = contentCopies();
  const file = (root: string, slug: string) => join(root, "services", `${slug}.yaml`);
  const edit = (root: string, slug: string, change: (text: string) => string) =>
    writeFileSync(file(root, slug), change(readFileSync(file(root, slug), "utf8")));

  it("reads today's pages, each followed by those below it, in their order", () => {
    expect(readServices().map((page) => page.path)).toEqual([
      "/services/branding",
      "/services/advertising",
      "/services/content-and-stories",
      "/services/digital-marketing",
      "/services/digital-marketing/lead-generation",
      "/services/digital-marketing/seo",
      "/services/digital-marketing/ppc",
    ]);
    const seo = readServices().find((page) => page.slug === "digital-marketing/seo")!;
    expect(seo.parent).toBe("/services/digital-marketing");
    expect(seo.bodyClass).toBe("digital-page");
  });

  it("takes a new page below digital marketing as one file and its picture, placed by its order", () => {
    const root = copy();
    const below = join(root, "services", "digital-marketing");
    writeFileSync(
      join(below, "email.yaml"),
      readFileSync(join(below, "ppc.yaml"), "utf8")
        .replace("order: 30", "order: 25")
        .replace("title: Pay per click", "title: Email")
        .replace("image: ppc.jpg", "image: email.jpg"),
    );
    copyFileSync(join(below, "ppc.jpg"), join(below, "email.jpg"));
    const paths = readServices(root).map((page) => page.path);
    expect(paths.slice(4)).toEqual([
      "/services/digital-marketing/lead-generation",
      "/services/digital-marketing/seo",
      "/services/digital-marketing/email",
      "/services/digital-marketing/ppc",
    ]);
  });

  it("names the file and the field of a bad page", () => {
    const root = copy();
    edit(root, "digital-marketing/seo", (text) => text.replace("style: highlights", "style: loud"));
    expect(() => readServices(root)).toThrowError(ContentFileError);
    expect(() => readServices(root)).toThrowError(
      /^services\/digital-marketing\/seo\.yaml: blocks\.2\.style: /,
    );
  });

  it("refuses a page whose picture is not beside it, and tiles with no pages below", () => {
    const root = copy();
    rmSync(join(root, "services", "branding.jpg"));
    expect(() => readServices(root)).toThrowError(
      "services/branding.yaml: hero.image: no file branding.jpg beside the entry",
    );
    const other = copy();
    rmSync(join(other, "services", "digital-marketing"), { recursive: true });
    expect(() => readServices(other)).toThrowError(/a tiles block lists the pages below this one/);
  });
});
