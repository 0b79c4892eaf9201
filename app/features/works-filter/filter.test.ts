import { describe, expect, it } from "vitest";
import {
  FILTER_FADE_IN_DELAY_MS,
  FILTER_HIDE_DELAY_MS,
  filterItems,
  matchesFilter,
  parseCategory,
} from "./filter.ts";

const categories = ["branding", "campaign", "video"] as const;
const items = [
  { id: 1, category: "branding" as const },
  { id: 2, category: "campaign" as const },
  { id: 3, category: "campaign" as const },
  { id: 4, category: "video" as const },
];

describe("works filter", () => {
  it("uses the spec's delays", () => {
    expect(FILTER_HIDE_DELAY_MS).toBe(300);
    expect(FILTER_FADE_IN_DELAY_MS).toBe(200);
  });

  it("reads a known category from the URL and treats anything else as all", () => {
    expect(parseCategory("campaign", categories)).toBe("campaign");
    expect(parseCategory(null, categories)).toBeNull();
    expect(parseCategory("Campaign", categories)).toBeNull();
    expect(parseCategory("constructor", categories)).toBeNull();
  });

  it("shows every item with no filter and only matching ones with one, in list order", () => {
    expect(filterItems(items, null).map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(filterItems(items, "campaign").map((item) => item.id)).toEqual([2, 3]);
    expect(matchesFilter(items[0]!, "video")).toBe(false);
  });
});
