import { describe, expect, it } from "vitest";
import { absoluteUrl, pageMeta, pageTitle } from "./meta.ts";

describe("pageMeta", () => {
  it("builds the title pattern, sharing tags and a canonical link from the page's own properties", () => {
    const tags = pageMeta({ title: "Works", description: "Our work.", path: "/works" });
    expect(tags).toContainEqual({ title: "Works | Kadal Company" });
    expect(tags).toContainEqual({ name: "description", content: "Our work." });
    expect(tags).toContainEqual({ property: "og:title", content: "Works | Kadal Company" });
    expect(tags).toContainEqual({ property: "og:description", content: "Our work." });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
    expect(tags).toContainEqual({ property: "og:url", content: absoluteUrl("/works") });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: absoluteUrl("/works") });
    expect(tags.some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
  });

  it("marks pages that must not be indexed", () => {
    const tags = pageMeta({ title: "Home", description: "x", path: "/", noindex: true });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("makes absolute URLs under /old", () => {
    expect(absoluteUrl("/")).toMatch(/^https?:\/\/[^/]+\/old\/$/);
    expect(absoluteUrl("/careers/")).toMatch(/\/old\/careers\/$/);
    expect(pageTitle("Say Hello")).toBe("Say Hello | Kadal Company");
  });
});
