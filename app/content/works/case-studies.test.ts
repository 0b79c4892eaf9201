import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ContentError, validateEntries } from "../schema.ts";
import { blocksOf, caseStudies, caseStudyBySlug } from "./case-studies.ts";
import { APPROACH_HEADINGS, CaseStudySchema } from "./case-study.schema.ts";
import { workPages } from "./pages.ts";
import { workItemsOf } from "./work-list.ts";

const workItems = workItemsOf(workPages);

/** Everything a page prints, as one string. */
const allText = (slug: string) => JSON.stringify(caseStudyBySlug(slug));

describe("case studies", () => {
  it("gives each of the spec's thirteen work pages one validated case study", () => {
    expect(caseStudies).toHaveLength(13);
    expect(caseStudies.map((study) => study.slug)).toEqual(workPages.map((page) => page.slug));
  });

  it("gives every approach accordion the three panels in the spec's order", () => {
    const accordions = caseStudies.flatMap((study) => [
      ...blocksOf(study, "approach").map((block) => block.panels),
      ...blocksOf(study, "chapter").map((chapter) => chapter.approach),
    ]);
    expect(accordions.length).toBeGreaterThanOrEqual(12);
    for (const panels of accordions)
      expect(panels.map((panel) => panel.heading)).toEqual([...APPROACH_HEADINGS]);
  });

  it("gives the Palm Tree campaign a World Cup (lessgo) and an Onam chapter, each with its own accordion", () => {
    const study = caseStudyBySlug("campaign-palmtree");
    expect(blocksOf(study, "chapter").map((chapter) => chapter.id)).toEqual(["lessgo", "onam"]);
    expect(blocksOf(study, "approach")).toEqual([]);
  });

  it("shows two packaging design routes and five prototypes", () => {
    const galleries = blocksOf(caseStudyBySlug("packaging-aptayu"), "gallery");
    expect(galleries.find((gallery) => gallery.id === "design-routes")?.images).toHaveLength(2);
    expect(galleries.find((gallery) => gallery.id === "prototypes")?.images).toHaveLength(5);
  });

  it("embeds ten videos on the Lazza videos page, and players, two reels and three column rows for Hama", () => {
    const rows = (slug: string) => blocksOf(caseStudyBySlug(slug), "videos");
    expect(rows("videos-lazza").flatMap((row) => row.videos)).toHaveLength(10);
    const hama = rows("videos-hama");
    expect(hama.filter((row) => row.layout === "reels").flatMap((row) => row.videos)).toHaveLength(
      2,
    );
    expect(hama.filter((row) => row.layout === "columns")).toHaveLength(3);
  });

  it("shows the hotel's Feed, Stories and Illustrations, and the festival's desktop and mobile sets", () => {
    const galleries = (slug: string) => blocksOf(caseStudyBySlug(slug), "gallery");
    expect(galleries("communication-grandhayatt").map((gallery) => gallery.heading)).toEqual([
      "Feed",
      "Stories",
      "Illustrations",
    ]);
    expect(galleries("website-alf").map((gallery) => gallery.id)).toEqual(["desktop", "mobile"]);
  });

  it.each(["website-alf", "website-ayurcentral"])(
    "gives %s a hero, a works-list card and gallery pictures that are all different files",
    (slug) => {
      const study = caseStudyBySlug(slug);
      const pictures = [
        ...blocksOf(study, "hero").map((hero) => hero.image),
        ...workItems.filter((item) => item.id === slug).map((item) => item.thumbnail.image),
        ...blocksOf(study, "gallery").flatMap((gallery) => gallery.images.map((i) => i.image)),
      ].map((image) => image.img.src);
      expect(pictures.length).toBeGreaterThanOrEqual(6);
      expect(new Set(pictures).size).toBe(pictures.length);
    },
  );

  it.each([
    [
      "campaign-palmtree",
      [
        "reach over 1 million",
        "99.1% paid traffic",
        "followers from 2,500 to 11,000 in 14 days",
        "10,000 new followers in 7 days",
        "over 8,000 contacts collected",
        "16 posts",
        "2,000 followers gained",
      ],
    ],
    [
      "communication-ayurcentral",
      ["35% footfall increase", "10 stores", "more than 750 consultations"],
    ],
    [
      "communication-palmtree",
      ["followers from 1,500 (July 2020) to more than 7,500 (March 2023)"],
    ],
    ["campaign-lazza", ["target 10,000 visits, achieved 30,000"]],
    [
      "communication-grandhayatt",
      ["followers from 23.7K to 30.5K", "pages ranked in the top 5 properties in Kerala"],
    ],
  ])("quotes the spec's figures verbatim on %s", (slug, figures) => {
    for (const figure of figures)
      expect(allText(slug)).toContain(JSON.stringify(figure).slice(1, -1));
  });

  it("has no placeholder copy", () => {
    expect(JSON.stringify(caseStudies)).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder text/i);
  });

  it("fails on a malformed case study, naming the entry and the field", () => {
    const aptayu = caseStudyBySlug("branding-aptayu");
    const broken = {
      ...aptayu,
      slug: "media-palmtree",
      blocks: aptayu.blocks.map((block) =>
        block.type === "approach"
          ? {
              ...block,
              panels: [
                block.panels[0],
                { heading: "Strategy", paragraphs: ["x"] },
                block.panels[2],
              ],
            }
          : block,
      ),
    };
    const at = aptayu.blocks.findIndex((block) => block.type === "approach");
    const run = () => validateEntries("caseStudies", CaseStudySchema, [aptayu, broken]);
    expect(run).toThrowError(ContentError);
    expect(run).toThrowError(
      new RegExp(
        `Invalid content "caseStudies\\[1\\] \\(media-palmtree\\)": blocks\\.${at}\\.panels\\.1\\.heading: .*; blocks\\.${at}\\.panels\\.1\\.paragraphs\\.0`,
      ),
    );
  });

  it("refuses a study whose first block is not its hero, or that lacks its result", () => {
    const aptayu = caseStudyBySlug("branding-aptayu");
    const paths = (value: unknown) =>
      CaseStudySchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(paths({ ...aptayu, blocks: [...aptayu.blocks].reverse() })).toContain(
      "the first block is the hero",
    );
    expect(
      paths({ ...aptayu, blocks: aptayu.blocks.filter((block) => block.type !== "result") }),
    ).toContain("a study needs a result block");
  });
});

describe("the clients' own colours", () => {
  // Kadal's six, from the site's tokens: a client's page must not be drawn in the agency's colours.
  const tokens = readFileSync("app/styles/global.css", "utf8");
  const kadal = ["ink", "teal", "gold", "vermilion", "cream", "palm"].map((name) => {
    const hex = new RegExp(`--${name}: (#[0-9a-f]{6});`).exec(tokens)?.[1];
    if (!hex) throw new Error(`no --${name} in global.css`);
    return hex;
  });
  const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const distance = (a: string, b: string) => Math.hypot(...rgb(a).map((c, i) => c - rgb(b)[i]!));

  it("gives every study a ground and an accent of its client's, far from each of Kadal's six", () => {
    for (const study of caseStudies)
      for (const role of ["ground", "accent"] as const)
        for (const hex of kadal)
          expect(
            distance(study.theme[role], hex),
            `${study.slug}: theme.${role} ${study.theme[role]} is close to Kadal's ${hex}`,
          ).toBeGreaterThanOrEqual(40);
  });

  it("dresses one client's studies alike, and no two clients alike", () => {
    const byClient = new Map<string, string>();
    for (const study of caseStudies) {
      const colours = JSON.stringify(study.theme);
      expect(byClient.get(study.client) ?? colours, study.slug).toBe(colours);
      byClient.set(study.client, colours);
    }
    const grounds = [...byClient.values()].map((colours) => JSON.parse(colours).ground);
    expect(new Set(grounds).size).toBe(byClient.size);
  });
});

describe("each study laid out for its story", () => {
  it("gives no two studies the same sequence of block types", () => {
    const bySequence = new Map<string, string>();
    for (const study of caseStudies) {
      const sequence = study.blocks.map((block) => block.type).join(" ");
      expect(bySequence.get(sequence), `${study.slug} lays out as ${sequence}`).toBeUndefined();
      bySequence.set(sequence, study.slug);
    }
  });
});

describe("the studies' copy", () => {
  /** Every string a reader sees: every value but addresses, file names, ids and colours. */
  const words = (value: unknown, key = ""): string[] => {
    if (typeof value === "string")
      return /^(url|path|slug|id|anchor|section|type|layout|provider|aspect|category|webm|mp4|src|srcSet|ground|ink|accent)$/.test(
        key,
      )
        ? []
        : [value];
    if (Array.isArray(value)) return value.flatMap((item) => words(item, key));
    if (value && typeof value === "object")
      return Object.entries(value).flatMap(([k, item]) =>
        k === "image" || k === "poster" || k === "sources" ? [] : words(item, k),
      );
    return [];
  };

  it("is set with typographer's quotes and apostrophes, never typewriter ones", () => {
    for (const study of caseStudies)
      for (const text of words(study)) expect(text, study.slug).not.toMatch(/['"]/);
  });
});
