// The case studies are folders: a fourteenth is one folder (study.yaml and its files) in a copy
// of content/, read in its order with its address from its name; a bad study fails with its file
// and field, and a file it names but lacks is an error too.
import { cpSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentCopies } from "../test-support/content-copies.ts";
import { ContentFileError } from "./read-entry.ts";
import { readStudies, STUDY_FILE, studyFiles } from "./works.ts";

describe("case studies as folders", () => {
  const { copy } = contentCopies();
  const studyFile = (root: string, slug: string) => join(root, "works", slug, STUDY_FILE);
  const edit = (root: string, slug: string, change: (text: string) => string) =>
    writeFileSync(studyFile(root, slug), change(readFileSync(studyFile(root, slug), "utf8")));

  it("reads today's thirteen studies in their order, each with its address and category", () => {
    const studies = readStudies();
    expect(studies).toHaveLength(13);
    expect(studies.map((study) => study.workId)).toEqual([...Array(13).keys()]);
    const hama = studies.find((study) => study.slug === "videos-hama")!;
    expect(hama.path).toBe("/works/videos/hama");
    expect(hama.category).toBe("video");
    expect(studies.filter((study) => !study.ring).map((study) => study.slug)).toEqual([
      "communication-grandhayatt",
    ]);
  });

  it("takes a fourteenth study as one folder, placed by its order", () => {
    const root = copy();
    cpSync(join(root, "works", "branding-aptayu"), join(root, "works", "branding-kayal"), {
      recursive: true,
    });
    edit(root, "branding-kayal", (text) =>
      text
        .replace("workId: 0", "workId: 13")
        .replace("order: 10", "order: 15")
        .replace("client: Aptayu", "client: Kayal Boats"),
    );
    const studies = readStudies(root);
    expect(studies).toHaveLength(14);
    expect(studies[1]).toMatchObject({
      slug: "branding-kayal",
      path: "/works/branding/kayal",
      category: "branding",
      client: "Kayal Boats",
    });
  });

  it("names the file and the field of a bad study", () => {
    const root = copy();
    edit(root, "campaign-lazza", (text) => text.replace(/resultBadge: .*/, "resultBadge: ab"));
    expect(() => readStudies(root)).toThrow(ContentFileError);
    expect(() => readStudies(root)).toThrow(/^works\/campaign-lazza\/study\.yaml: resultBadge: /);
  });

  it("refuses a study whose first block is not its hero", () => {
    const root = copy();
    edit(root, "website-alf", (text) => text.replace("  - type: hero\n", "  - type: quote\n"));
    expect(() => readStudies(root)).toThrow(/website-alf\/study\.yaml: blocks\.0/);
  });

  it("keeps a hero's focus, and refuses one that is not where in the picture", () => {
    expect(readStudies().find((study) => study.slug === "campaign-lazza")!.blocks[0]).toMatchObject(
      {
        type: "hero",
        focus: "28% 85%",
      },
    );
    const root = copy();
    edit(root, "campaign-lazza", (text) => text.replace("focus: 28% 85%", "focus: left top"));
    expect(() => readStudies(root)).toThrow(
      /works\/campaign-lazza\/study.yaml: blocks\.0\.focus: must say where the picture's subject is/,
    );
  });

  it("refuses a file the study names but its folder lacks", () => {
    const root = copy();
    rmSync(join(root, "works", "branding-aptayu", "shelf.jpg"));
    expect(() => readStudies(root)).toThrow(
      "works/branding-aptayu/study.yaml: blocks.0.image: no file shelf.jpg beside the entry",
    );
  });

  it("refuses a folder whose name is no category and name, and two studies of one workId", () => {
    const named = copy();
    renameSync(join(named, "works", "media-palmtree"), join(named, "works", "posters-palmtree"));
    expect(() => readStudies(named)).toThrow(/works\/posters-palmtree: the folder's name/);
    const twice = copy();
    edit(twice, "media-palmtree", (text) => text.replace("workId: 1", "workId: 0"));
    expect(() => readStudies(twice)).toThrow(/two studies have workId 0/);
  });

  it("refuses a listing that links to a section the study does not have", () => {
    const root = copy();
    edit(root, "campaign-palmtree", (text) => text.replace("section: onam", "section: vishu"));
    expect(() => readStudies(root)).toThrow(/listing\.1\.section: "vishu" is not one of/);
  });

  it("takes an embed by a provider's public address, and names the field of any other address", () => {
    const block = (url: string) =>
      `  - type: embed\n    url: ${url}\n    title: The launch post\n  - type: result\n`;
    const root = copy();
    edit(root, "website-alf", (text) =>
      text.replace(
        "  - type: result\n",
        block("https://www.linkedin.com/feed/update/urn:li:activity:1"),
      ),
    );
    const alf = readStudies(root).find((study) => study.slug === "website-alf")!;
    expect(alf.blocks.filter((b) => b.type === "embed")).toHaveLength(1);
    for (const url of ["https://example.com/post/1", "http://www.instagram.com/p/abc/"]) {
      const bad = copy();
      edit(bad, "website-alf", (text) => text.replace("  - type: result\n", block(url)));
      expect(() => readStudies(bad)).toThrow(
        /^works\/website-alf\/study\.yaml: blocks\.\d+\.url: must be the https address of a post or video on Facebook, Instagram/,
      );
    }
  });
});

describe("the studies shown as work", () => {
  // The studies whose pictures are all photographs, renders or the brand's own flat art as a
  // photographer's JPEG, and no drawing (issue 30, decision 1201). A study joins as its renders land.
  const PHOTOGRAPHED = [
    "branding-aptayu",
    "packaging-aptayu",
    "campaign-lazza",
    "campaign-manorama",
  ];
  const studies = readStudies();

  it.each(PHOTOGRAPHED)("%s names no drawing: every picture and poster is a raster", (slug) => {
    const study = studies.find((entry) => entry.slug === slug)!;
    const pictures = studyFiles(study).filter(({ file }) => !/\.(webm|mp4)$/.test(file));
    expect(pictures.length).toBeGreaterThan(0);
    for (const { file, field } of pictures)
      expect(file, `${slug}: ${field}`).toMatch(/\.(jpe?g|png|webp)$/);
  });

  // Studies whose gallery is the work itself (its posts, its pages) while the hero is still drawn.
  const GALLERY_AS_WORK = [...PHOTOGRAPHED, "communication-ayurcentral"];

  it.each(GALLERY_AS_WORK)("%s's galleries show the work: no drawing in them", (slug) => {
    const study = studies.find((entry) => entry.slug === slug)!;
    const pictures = study.blocks.flatMap((block) =>
      block.type === "gallery" ? block.images : [],
    );
    if (slug === "communication-ayurcentral") expect(pictures).toHaveLength(4);
    for (const { image, alt } of pictures)
      expect(image, `${slug}: ${alt}`).toMatch(/\.(jpe?g|png|webp)$/);
  });
});
