import { describe, expect, it } from "vitest";
import { indexableCanonical, robotsTxt, sitemapXml } from "./search-files.ts";

describe("search files", () => {
  it("takes each indexable page's canonical link and skips noindex pages", () => {
    const page = (head: string) => `<html><head>${head}</head></html>`;
    expect(
      indexableCanonical(page('<link rel="canonical" href="https://k.example/old/works"/>')),
    ).toBe("https://k.example/old/works");
    expect(
      indexableCanonical(
        page(
          '<meta name="robots" content="noindex"/><link rel="canonical" href="https://k.example/old/"/>',
        ),
      ),
    ).toBeNull();
    expect(indexableCanonical(page(""))).toBeNull();
  });

  it("lists each URL once", () => {
    const xml = sitemapXml([
      "https://k.example/old/",
      "https://k.example/old/works",
      "https://k.example/old/",
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("points robots at the sitemap", () => {
    expect(robotsTxt("https://k.example")).toContain("Sitemap: https://k.example/old/sitemap.xml");
  });
});
