import { describe, expect, it } from "vitest";
import { ContentError, validateEntries } from "../schema.ts";
import { workPages } from "./pages.ts";
import {
  clientChapters,
  OTHER_WORKS_SHOWN,
  otherWorks as othersIn,
  workItemsOf,
} from "./work-list.ts";

const workItems = workItemsOf(workPages);
const otherWorks = (workId: number) => othersIn(workId, workItems);
import { WorkItemSchema } from "./work-list.schema.ts";

describe("works list", () => {
  it("has the spec's sixteen items, with unique ids, from today's thirteen studies", () => {
    expect(workItems).toHaveLength(16);
    expect(new Set(workItems.map((item) => item.id)).size).toBe(16);
  });

  it("links every item to a work page of its own workID (path, section id or anchor)", () => {
    for (const item of workItems) {
      const page = workPages.find((work) => work.workId === item.workId);
      expect(page, item.id).toBeDefined();
      const [path] = item.href.split("#");
      expect([
        page!.path,
        ...Object.keys(page!.sections ?? {}).map((id) => `${page!.path}/${id}`),
      ]).toContain(path);
      expect(item.category).toBe(page!.category);
    }
  });

  it("shows the Palm Tree campaign through its lessgo and onam links, and every page at least once", () => {
    const hrefs = workItems.map((item) => item.href);
    expect(hrefs).toContain("/works/campaign/palmtree/lessgo");
    expect(hrefs).toContain("/works/campaign/palmtree/onam");
    expect(hrefs).not.toContain("/works/campaign/palmtree");
    for (const page of workPages)
      expect(
        workItems.some((item) => item.workId === page.workId),
        page.slug,
      ).toBe(true);
  });

  it("leaves every item of the current work out of its other works, and shows six different works", () => {
    for (const page of workPages) {
      const others = otherWorks(page.workId);
      expect(others.some((item) => item.workId === page.workId)).toBe(false);
      expect(others).toHaveLength(OTHER_WORKS_SHOWN);
      expect(new Set(others.map((item) => item.workId)).size).toBe(OTHER_WORKS_SHOWN);
    }
  });

  it("puts works of the same category first", () => {
    const website = workPages.find((page) => page.category === "website")!;
    const others = otherWorks(website.workId);
    const sameCategory = workItems.filter(
      (item) => item.category === "website" && item.workId !== website.workId,
    );
    expect(others.slice(0, sameCategory.length).map((item) => item.category)).toEqual(
      sameCategory.map(() => "website"),
    );
  });

  it("suggests different works on neighbouring studies", () => {
    const sets = workPages.map((page) =>
      otherWorks(page.workId)
        .map((item) => item.id)
        .join(","),
    );
    expect(new Set(sets).size).toBeGreaterThan(workPages.length / 2);
  });

  it("fails on a malformed item, naming it and the field", () => {
    const broken = { ...workItems[0], id: "bad-item", href: "https://elsewhere.example/" };
    expect(() => validateEntries("workItems", WorkItemSchema, [workItems[0], broken])).toThrowError(
      ContentError,
    );
    expect(() => validateEntries("workItems", WorkItemSchema, [workItems[0], broken])).toThrowError(
      /"workItems\[1\] \(bad-item\)": href/,
    );
  });
});

describe("a client's chapters (issue 30: Palm Tree's routes read as one story)", () => {
  it("are every item of a client with several studies, in the list's order", () => {
    const chapters = clientChapters("Palm Tree", workItems);
    expect(chapters.map((item) => item.href)).toEqual(
      workItems.filter((item) => item.client === "Palm Tree").map((item) => item.href),
    );
    expect(chapters.map((item) => item.href)).toEqual(
      expect.arrayContaining([
        "/works/media/palmtree",
        "/works/campaign/palmtree/lessgo",
        "/works/campaign/palmtree/onam",
        "/works/communication/palmtree",
      ]),
    );
  });

  it("are none for a client with one study, however many items it has", () => {
    expect(workItems.filter((item) => item.client === "Hama").length).toBeGreaterThan(1);
    expect(clientChapters("Hama", workItems)).toEqual([]);
    expect(clientChapters("Grand Kayal", workItems)).toEqual([]);
  });
});
