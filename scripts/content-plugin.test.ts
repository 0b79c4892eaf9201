// The build's pictures of the openings, listed by the bytes they were made from, so that a server
// rendering a published revision takes the build's picture for a file it already had
// (server/content/site-content.ts) and makes only the new ones.
import { copyFileSync, cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentDir } from "#server/content/content-dir.ts";
import { builtPictureKey } from "#server/content/site-content.ts";
import { makeTempDir } from "#server/test-support/temp-dir.ts";
import { PageCopySchema } from "#app/content/pages.schema.ts";
import { pagesModule, picturesModule, workIndexModule, worksModule } from "./content-plugin.ts";

describe("virtual:kadal/pictures", () => {
  const dir = makeTempDir();
  afterAll(() => dir.remove());

  it("lists each picture once by its bytes, a new opening's new picture among them", () => {
    const root = join(dir.path, "content");
    cpSync(contentDir(), root, { recursive: true });
    const jobs = join(root, "jobs");
    const opening = (slug: string, file: string) =>
      writeFileSync(
        join(jobs, `${slug}.yaml`),
        readFileSync(join(jobs, "illustrator.yaml"), "utf8")
          .replace("title: Illustrator", `title: ${slug}`)
          .replace("file: illustrator.jpg", `file: ${file}`),
      );
    // The same bytes as another opening's picture: the same picture, listed once.
    opening("copy-editor", "copy-editor.jpg");
    copyFileSync(join(jobs, "illustrator.jpg"), join(jobs, "copy-editor.jpg"));
    // New bytes: a picture of its own.
    opening("ui-ux-designer", "ui-ux-designer.jpg");
    const drawn = Buffer.concat([readFileSync(join(jobs, "illustrator.jpg")), Buffer.from("ui")]);
    writeFileSync(join(jobs, "ui-ux-designer.jpg"), drawn);

    const { code, files } = picturesModule(root);
    const imports = [...code.matchAll(/^import i\d+ from "([^"]+)";$/gm)]
      .map((match) => match[1]!)
      .filter((file) => file.startsWith(`${jobs}/`));
    expect(imports).toHaveLength(7);
    expect(imports).toContain(`${join(jobs, "ui-ux-designer.jpg")}?preset=card`);
    const sameBytes = ["copy-editor.jpg", "illustrator.jpg"].map(
      (f) => `${join(jobs, f)}?preset=card`,
    );
    expect(imports.filter((file) => sameBytes.includes(file))).toHaveLength(1);
    const key = builtPictureKey(drawn, "card");
    expect(code).toMatch(new RegExp(`"${key}": i\\d+`));
    // The studies' pictures and films are listed too, a film by its URL.
    expect(code).toContain(`${join(root, "works/branding-aptayu/film.mp4")}?url`);
    // The build watches every entry and picture.
    expect(files).toContain(join(jobs, "ui-ux-designer.yaml"));
    expect(files).toContain(join(jobs, "copy-editor.jpg"));
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
    expect(code).toContain(at("videos-hama", "reel-varkala.jpg", "preset=card"));
    // The whole study, blocks and all; the index has none of them.
    expect(code).toContain('"type": "approach"');
    const index = workIndexModule(root).code;
    expect(index).not.toContain('"blocks"');
    expect(index).toContain(at("branding-aptayu", "thumb.jpg", "preset=card"));
    expect(index).toContain('"href": "/works/packaging/aptayu#prototypes"');
    expect(index).toContain('"href": "/works/campaign/palmtree/onam"');
  });
});

describe("virtual:kadal/pages", () => {
  it("gives every page's words, and the bodies with their heroes at the full preset", async () => {
    const root = contentDir();
    const { code } = pagesModule(root);
    const hero = (name: string) => `${join(root, "pages", name)}?preset=full`;
    expect(code).toContain(`from "${hero("weirdos.jpg")}";`);
    expect(code).toContain(`from "${hero("thanathu.jpg")}";`);
    // The landing's tiles' previews, at the wide preset.
    expect(code).toContain(`from "${join(root, "pages", "thanathu.jpg")}?preset=wide";`);
    // Run as a module: the words are the words alone, each body is its page's only.
    const module = (await import(
      `data:text/javascript,${encodeURIComponent(code.replace(/^import (i\d+) from .*$/gm, "const $1 = '$1';"))}`
    )) as { pages: Record<string, object>; bodies: Record<string, { hero?: { image: string } }> };
    expect(Object.keys(module.pages["/weirdos"]!).sort()).toEqual(
      ["bodyClass", "description", "heading", "intro", "path", "title"].sort(),
    );
    expect(Object.keys(module.bodies).sort()).toEqual(
      [
        "/",
        "/careers/",
        "/careers/apply-now",
        "/contact-us",
        "/services",
        "/thanathu",
        "/weirdos",
      ].sort(),
    );
    expect(module.bodies["/weirdos"]!.hero!.image).toMatch(/^i\d+$/);
  });

  it("gives a page's own sharing picture by its address, a file kept as its bytes, and checks it as its route takes it", async () => {
    const dir = makeTempDir();
    try {
      const root = join(dir.path, "content");
      cpSync(contentDir(), root, { recursive: true });
      const careers = join(root, "pages", "careers.yaml");
      const alt = "A snake boat on the backwater at dawn, its oars raised";
      writeFileSync(
        careers,
        `${readFileSync(careers, "utf8")}share:\n  image: careers-share.jpg\n  alt: ${alt}\n`,
      );
      // Its bytes are not read here but to be listed by them: a JPEG's markers will do.
      writeFileSync(
        join(root, "pages", "careers-share.jpg"),
        Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
      );
      const { code } = pagesModule(root);
      expect(code).toContain(`from "${join(root, "pages", "careers-share.jpg")}?url";`);
      expect(picturesModule(root).code).toContain(
        `${join(root, "pages", "careers-share.jpg")}?url`,
      );
      const module = (await import(
        `data:text/javascript,${encodeURIComponent(code.replace(/^import (i\d+) from .*$/gm, "const $1 = '/old/assets/careers-share-$1.jpg';"))}`
      )) as { pages: Record<string, { share?: { image: string; alt: string } }> };
      const words = module.pages["/careers/"]!;
      expect(words.share).toEqual({
        image: expect.stringMatching(/^\/old\/assets\/careers-share-i\d+\.jpg$/),
        alt,
      });
      expect(PageCopySchema.safeParse(words).success).toBe(true);
    } finally {
      dir.remove();
    }
  });

  it("lists the pages' heroes among the build's pictures", () => {
    expect(picturesModule(contentDir()).code).toContain(
      `from "${join(contentDir(), "pages", "weirdos.jpg")}?preset=full";`,
    );
  });
});
