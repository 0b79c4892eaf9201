// The build's module of the openings: every file of content/jobs/ in its order, each picture
// through the image pipeline, and whether each is open on the build's day.
import { copyFileSync, cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentDir } from "#server/content/content-dir.ts";
import { makeTempDir } from "#server/test-support/temp-dir.ts";
import { jobsModule, workIndexModule, worksModule } from "./content-plugin.ts";

describe("virtual:kadal/jobs", () => {
  const dir = makeTempDir();
  afterAll(() => dir.remove());

  it("carries a seventh opening added as one file and its picture, open on the build's day", () => {
    const root = join(dir.path, "content");
    cpSync(contentDir(), root, { recursive: true });
    const jobs = join(root, "jobs");
    writeFileSync(
      join(jobs, "ui-ux-designer.yaml"),
      readFileSync(join(jobs, "illustrator.yaml"), "utf8")
        .replace("title: Illustrator", "title: UI/UX Designer")
        .replace("order: 60", "order: 65")
        .replace("file: illustrator.svg", "file: ui-ux-designer.svg")
        .replace(/validThrough: .*/, "validThrough: 2027-03-31"),
    );
    copyFileSync(join(jobs, "illustrator.svg"), join(jobs, "ui-ux-designer.svg"));

    const { code, files } = jobsModule(root, "2027-03-01");
    const slugs = [...code.matchAll(/"slug": "([^"]+)"/g)].map((match) => match[1]);
    expect(slugs.slice(-2)).toEqual(["illustrator", "ui-ux-designer"]);
    expect(slugs).toHaveLength(7);
    // The picture goes through the card preset; the others closed on 31 January.
    expect(code).toContain(`import i6 from "${join(jobs, "ui-ux-designer.svg")}?preset=card";`);
    expect(code).toMatch(
      /"slug": "ui-ux-designer",\s+"open": true,\s+"picture": \{\s+"image": i6,/,
    );
    expect(code).toMatch(/"slug": "illustrator",\s+"open": false/);
    expect(code).toContain(`"title": "UI/UX Designer"`);
    // The build watches the entry and its picture.
    expect(files).toContain(join(jobs, "ui-ux-designer.yaml"));
    expect(files).toContain(join(jobs, "ui-ux-designer.svg"));
  });
});

describe("virtual:kadal/works and virtual:kadal/work-index", () => {
  it("import each study's pictures at the preset of their place, its films by URL", () => {
    const root = contentDir();
    const { code } = worksModule(root);
    const at = (slug: string, file: string, query: string) =>
      `from "${join(root, "works", slug, file)}?${query}";`;
    expect(code).toContain(at("branding-aptayu", "shelf.jpg", "preset=full"));
    expect(code).toContain(at("branding-aptayu", "lockup.jpg", "preset=wide"));
    expect(code).toContain(at("branding-aptayu", "film.jpg", "preset=wide"));
    expect(code).toContain(at("branding-aptayu", "film.mp4", "url"));
    expect(code).toContain(at("website-alf", "phone-book.jpg", "preset=card"));
    expect(code).toContain(at("videos-hama", "reel-varkala.svg", "preset=card"));
    // The whole study, blocks and all; the index has none of them.
    expect(code).toContain('"type": "approach"');
    const index = workIndexModule(root).code;
    expect(index).not.toContain('"blocks"');
    expect(index).toContain(at("branding-aptayu", "thumb.jpg", "preset=card"));
    expect(index).toContain('"href": "/works/packaging/aptayu#prototypes"');
    expect(index).toContain('"href": "/works/campaign/palmtree/onam"');
  });
});
