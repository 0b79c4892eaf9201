import { describe, expect, it } from "vitest";
import { site } from "../content/site.ts";
import { pageTitle } from "./meta.ts";
import { ownTitle, shareCard, shareImageAlt, shareImagePath } from "#contracts/share-image.ts";

describe("share images", () => {
  it("maps a page path to its image path under the base, one file per page", () => {
    expect(shareImagePath("/")).toBe("/share/index.png");
    expect(shareImagePath("/works")).toBe("/share/works.png");
    expect(shareImagePath("/careers/")).toBe("/share/careers.png");
    expect(shareImagePath("/works/campaign/palmtree")).toBe("/share/works/campaign/palmtree.png");
    expect(shareImagePath("/works/campaign/palmtree/onam")).toBe(
      "/share/works/campaign/palmtree/onam.png",
    );
    // A path from the address bar can hold anything; it never leaves the folder or the URL.
    expect(shareImagePath("/careers/apply-now/a b?c#d")).toBe(
      "/share/careers/apply-now/a%20b%3Fc%23d.png",
    );
  });

  it("sets the page's title under the sections it sits in", () => {
    expect(shareCard({ title: "Weirdos", path: "/weirdos" }, site)).toEqual({
      kicker: "",
      heading: "Weirdos",
    });
    expect(shareCard({ title: "SEO", path: "/services/digital-marketing/seo" }, site)).toEqual({
      kicker: "Services · Digital marketing",
      heading: "SEO",
    });
    expect(
      shareCard({ title: "Lazza: Lick the heat", path: "/works/campaign/lazza" }, site),
    ).toEqual({
      kicker: "Works · Campaign",
      heading: "Lazza: Lick the heat",
    });
  });

  it("gives the home page the agency's tagline instead of the word Home", () => {
    const card = shareCard({ title: "Home", path: "/" }, site);
    expect(card.heading).toBe("A marketing and creative company from Kochi, Kerala");
    expect(shareImageAlt(card, site)).toBe(
      "Kadal: A marketing and creative company from Kochi, Kerala",
    );
  });

  it("describes the image by the words it shows", () => {
    const card = shareCard({ title: "PPC", path: "/services/digital-marketing/ppc" }, site);
    expect(shareImageAlt(card, site)).toBe("Kadal: PPC (Services · Digital marketing)");
  });

  it("takes the page's own title back out of its full title", () => {
    for (const title of ["Content & Stories", "Blogs/News", "A | B", "Apply Now — Art director"]) {
      expect(ownTitle(pageTitle(title, site))).toBe(title);
    }
  });
});
