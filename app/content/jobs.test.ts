import { describe, expect, it } from "vitest";
import { jobBySlug, jobs, openJobs } from "./jobs.ts";
import { JobSchema } from "./jobs.schema.ts";
import { validateEntries } from "./schema.ts";
import { jobPosting } from "./structured-data.ts";
import { site } from "#contracts/site.ts";

describe("job openings", () => {
  // The files' reading and the open rule are server/content/jobs.test.ts's; here, the module.
  it("come in their order, and the careers page's list is the open ones", () => {
    expect([...jobs].sort((a, b) => a.order - b.order)).toEqual(jobs);
    expect(openJobs).toEqual(jobs.filter((job) => job.open));
    expect(jobBySlug("art-director")?.title).toBe("Art Director");
    expect(jobBySlug("astronaut")).toBeUndefined();
  });

  it("each have a title, duties and a described picture made ready at the card's widths", () => {
    for (const job of jobs) {
      expect(job.title.length).toBeGreaterThan(3);
      expect(job.duties.length).toBeGreaterThan(0);
      expect(job.picture.alt.length).toBeGreaterThanOrEqual(8);
      expect(Object.keys(job.picture.image.sources).sort()).toEqual(["avif", "webp"]);
    }
  });

  it("pass the schema the pages rely on", () => {
    expect(validateEntries("jobs", JobSchema, jobs)).toEqual(jobs);
  });

  it("rejects an opening that closes before it was posted", () => {
    const broken = structuredClone([...jobs]) as Record<string, unknown>[];
    broken[0]!["validThrough"] = "2020-01-01";
    expect(() => validateEntries("jobs", JobSchema, broken)).toThrowError(
      /"jobs\[0\] \(social-media-content-specialist\)": validThrough: validThrough must be after datePosted/,
    );
  });
});

describe("JobPosting structured data", () => {
  it("carries title, description, dates, employment type, organisation and location", () => {
    const data = jobPosting(jobs[0]!);
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
