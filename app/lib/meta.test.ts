import { describe, expect, it } from "vitest";
import { site } from "../content/site.ts";
import { absoluteUrl, pageMeta, pageTitle } from "./meta.ts";

describe("pageMeta", () => {
  it("builds the title pattern, sharing tags and a canonical link from the page's own properties", () => {
    const tags = pageMeta({ title: "Works", description: "Our work.", path: "/works" }, site);
    expect(tags).toContainEqual({ title: "Works | Kadal Company" });
    expect(tags).toContainEqual({ name: "description", content: "Our work." });
    expect(tags).toContainEqual({ property: "og:title", content: "Works | Kadal Company" });
    expect(tags).toContainEqual({ property: "og:description", content: "Our work." });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
    expect(tags).toContainEqual({ property: "og:url", content: absoluteUrl("/works") });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: absoluteUrl("/works") });
    expect(tags.some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
  });

  it("names the page's sharing image, its size and what it shows", () => {
    const tags = pageMeta(
      {
        title: "SEO",
        description: "x",
        path: "/services/digital-marketing/seo",
      },
      site,
    );
    expect(tags).toContainEqual({
      property: "og:image",
      content: absoluteUrl("/share/services/digital-marketing/seo.png"),
    });
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(tags).toContainEqual({ property: "og:image:height", content: "630" });
    expect(tags).toContainEqual({
      property: "og:image:alt",
      content: "Kadal: SEO (Services · Digital marketing)",
    });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("marks pages that must not be indexed", () => {
    const tags = pageMeta({ title: "Home", description: "x", path: "/", noindex: true }, site);
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("makes absolute URLs under /old", () => {
    expect(absoluteUrl("/")).toMatch(/^https?:\/\/[^/]+\/old\/$/);
    expect(absoluteUrl("/careers/")).toMatch(/\/old\/careers\/$/);
    expect(pageTitle("Say Hello", site)).toBe("Say Hello | Kadal Company");
  });
});
