// The JobPosting data the careers page gives each opening.
import { describe, expect, it } from "vitest";
import type { Opening } from "#contracts/site-content.ts";
import { site } from "./site.ts";
import { jobPosting } from "./structured-data.ts";

const OPENING: Opening = {
  slug: "social-media-content-specialist",
  title: "Social Media Content Specialist",
  order: 10,
  summary: "Plan, write and schedule what our clients say.",
  duties: ["Plan the month's posts", "Write them in the client's voice"],
  picture: {
    image: {
      sources: { webp: "/old/media/a-360.webp 360w" },
      img: { src: "/old/media/a-360.webp", w: 360, h: 270 },
    },
    alt: "A phone with a calendar of posts",
  },
  employmentType: "FULL_TIME",
  datePosted: "2026-11-02",
  validThrough: "2027-01-31",
  open: true,
  upcoming: false,
};

describe("JobPosting structured data", () => {
  it("carries title, description, dates, employment type, organisation and location", () => {
    const data = jobPosting(OPENING, site);
    expect(data).toMatchObject({
      "@type": "JobPosting",
      title: "Social Media Content Specialist",
      datePosted: "2026-11-02",
      validThrough: "2027-01-31",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: site.company },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: site.address.street,
          addressLocality: "Kochi",
          addressRegion: "Kerala",
          postalCode: site.address.postalCode,
          addressCountry: "IN",
        },
      },
    });
    expect(String(data["description"])).toContain("<li>");
    expect(String((data["hiringOrganization"] as { sameAs: string }).sameAs)).toMatch(
      /^https?:\/\/.+\/old\/$/,
    );
  });
});
