import { describe, expect, it } from "vitest";
import { PAGE_PATHS } from "./pages.ts";
import { PAGE_BODY_SCHEMAS } from "./pages.schema.ts";
import { ContentError } from "./schema.ts";
import { servicePages } from "./services.ts";
import { contentEntries, validateAllContent } from "./validate-content.ts";
import { caseStudies } from "./works/case-studies.ts";
import { workPages } from "./works/pages.ts";

/** The registry with one entry's value replaced. */
function withEntry(name: string, change: (value: Record<string, unknown>) => unknown) {
  const found = contentEntries.find((entry) => entry.name === name);
  if (!found) throw new Error(`No content entry named ${name}`);
  return contentEntries.map((entry) =>
    entry === found
      ? { ...entry, value: change(structuredClone(entry.value) as Record<string, unknown>) }
      : entry,
  );
}

describe("the content registry", () => {
  it("validates every content entry of the site", () => {
    // The home page (its tiles), Weirdos, Thanathu, careers, the services overview and the apply
    // pages have a body too; the agency's identity is one entry.
    const bodies = Object.keys(PAGE_BODY_SCHEMAS).length;
    expect(validateAllContent()).toBe(
      1 + PAGE_PATHS.length + bodies + servicePages.length + caseStudies.length + workPages.length,
    );
    expect(new Set(contentEntries.map((entry) => entry.name)).size).toBe(contentEntries.length);
  });

  it("names every entry of a list by its index and slug or id", () => {
    const names = contentEntries.map((entry) => entry.name);
    expect(names).toContain("caseStudies[4] (campaign-palmtree)");
    expect(names).toContain("workIndex[6] (packaging-aptayu)");
    expect(names).toContain("services[5] (digital-marketing/seo)");
    expect(names).toContain("pages /careers/");
    expect(names).toContain("pages /weirdos body");
  });

  it("fails on a malformed entry with a message naming it and the field", () => {
    const broken = withEntry("services[5] (digital-marketing/seo)", (page) => ({
      ...page,
      title: "",
    }));
    expect(() => validateAllContent(broken)).toThrowError(ContentError);
    expect(() => validateAllContent(broken)).toThrowError(
      /^Invalid content "services\[5\] \(digital-marketing\/seo\)": title: /,
    );
  });

  it("fails on a case study or works item the pages would show wrongly", () => {
    const study = withEntry("caseStudies[10] (videos-hama)", (entry) => ({
      ...entry,
      resultBadge: "",
    }));
    expect(() => validateAllContent(study)).toThrowError(
      /Invalid content "caseStudies\[10\] \(videos-hama\)": resultBadge: /,
    );
    const item = withEntry("workIndex[0] (branding-aptayu)", (entry) => ({
      ...entry,
      listing: [{ ...(entry["listing"] as object[])[0], href: "/elsewhere" }],
    }));
    expect(() => validateAllContent(item)).toThrowError(
      /Invalid content "workIndex\[0\] \(branding-aptayu\)": listing\.0\.href: /,
    );
  });

  it("fails on text a schema would change before the page shows it", () => {
    const padded = withEntry("pages /services body", (page) => ({
      ...page,
      worksHeading: ` ${String(page["worksHeading"])} `,
    }));
    expect(() => validateAllContent(padded)).toThrowError(
      'Invalid content "pages /services body": worksHeading: differs once validated',
    );
    const extra = withEntry("pages /careers/apply-now body", (page) => ({
      ...page,
      footnote: "Not in the schema",
    }));
    expect(() => validateAllContent(extra)).toThrowError(
      'Invalid content "pages /careers/apply-now body": footnote: differs once validated',
    );
  });
});
