import { describe, expect, it } from "vitest";
import { JOB_SLUGS } from "#contracts/jobs.ts";
import { jobs } from "./jobs.ts";
import { assertJobsMatchSlugs, JobSchema } from "./jobs.schema.ts";
import { ContentError, validateEntries } from "./schema.ts";
import { jobPosting } from "./structured-data.ts";
import { site } from "#contracts/site.ts";

describe("job openings", () => {
  it("are exactly the slugs of contracts/jobs.ts, one to one and in order", () => {
    expect(jobs.map((job) => job.slug)).toEqual([...JOB_SLUGS]);
    expect(new Set(jobs.map((job) => job.slug)).size).toBe(JOB_SLUGS.length);
  });

  it("each have a title, four duties and a described image", () => {
    for (const job of jobs) {
      expect(job.title.length).toBeGreaterThan(3);
      expect(job.duties).toHaveLength(4);
      expect(job.picture.alt.length).toBeGreaterThanOrEqual(8);
    }
  });

  it("a malformed opening fails with a message naming the entry and field", () => {
    const broken = structuredClone([...jobs]) as Record<string, unknown>[];
    const artDirector = broken[2]!;
    artDirector["duties"] = (artDirector["duties"] as string[]).slice(0, 3);
    artDirector["picture"] = { ...(artDirector["picture"] as object), alt: "" };
    expect(() => validateEntries("jobs", JobSchema, broken)).toThrowError(ContentError);
    expect(() => validateEntries("jobs", JobSchema, broken)).toThrowError(
      /Invalid content "jobs\[2\] \(art-director\)": duties: an opening lists exactly four duties; picture\.alt: alt text/,
    );
  });

  it("rejects a slug that is not in JOB_SLUGS, and a list that does not match it", () => {
    const broken = structuredClone([...jobs]) as Record<string, unknown>[];
    broken[5]!["slug"] = "astronaut";
    expect(() => validateEntries("jobs", JobSchema, broken)).toThrowError(
      /"jobs\[5\] \(astronaut\)": slug: slug must be one of contracts\/jobs\.ts JOB_SLUGS/,
    );
    expect(() => assertJobsMatchSlugs(jobs.slice(0, 5))).toThrowError(/must equal JOB_SLUGS/);
    expect(() => assertJobsMatchSlugs([...jobs].reverse())).toThrowError(/must equal JOB_SLUGS/);
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
