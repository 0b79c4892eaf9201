// The openings are files: a seventh is one YAML file and its picture in a copy of content/, read
// in its order and taken by the application endpoint while it is open; a
// bad file fails with its name and the field.
import { copyFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jobNameFromSlug } from "#contracts/jobs.ts";
import { messages } from "#contracts/messages.ts";
import { contentCopies } from "../test-support/content-copies.ts";
import {
  agencyToday,
  contentClock,
  contentToday,
  isOpen,
  openingsLookup,
  readJobs,
} from "./jobs.ts";
import { ContentFileError } from "./read-entry.ts";

const UI_UX = `title: UI/UX Designer
order: 25
summary: Design the screens of our clients' sites and apps, from the first sketch to the tested prototype.
duties:
  - Turn a brief into flows and wireframes that a client can follow
  - Test prototypes with real users in Malayalam and English
picture:
  file: ui-ux-designer.jpg
  alt: A phone wireframe in sea ink with sticky notes around it on a cream desk
employmentType: FULL_TIME
datePosted: 2026-11-20
validThrough: 2027-02-28
`;

describe("job openings as files", () => {
  const { copy } = contentCopies();
  const addUiUx = (root: string, text = UI_UX) => {
    writeFileSync(join(root, "jobs", "ui-ux-designer.yaml"), text);
    copyFileSync(join(root, "jobs", "illustrator.jpg"), join(root, "jobs", "ui-ux-designer.jpg"));
  };

  it("reads the six openings of content/jobs/ in their order", () => {
    expect(readJobs().map((job) => job.slug)).toEqual([
      "social-media-content-specialist",
      "digital-strategist",
      "art-director",
      "graphic-designer",
      "video-editor",
      "illustrator",
    ]);
  });

  it("finds a seventh opening from one new file and its picture, in the place its order gives", () => {
    const root = copy("seventh");
    addUiUx(root);
    const jobs = readJobs(root);
    expect(jobs.map((job) => job.slug).slice(0, 4)).toEqual([
      "social-media-content-specialist",
      "digital-strategist",
      "ui-ux-designer",
      "art-director",
    ]);
    expect(jobs[2]).toMatchObject({
      title: "UI/UX Designer",
      entryPath: join(root, "jobs", "ui-ux-designer.yaml"),
      picturePath: join(root, "jobs", "ui-ux-designer.jpg"),
    });
    // The spec's job name comes from the slug; the application endpoint takes it while open.
    const lookup = openingsLookup(
      () => jobs,
      () => Date.parse("2026-12-01T06:00:00Z"),
    );
    expect(lookup(jobNameFromSlug("ui-ux-designer"))).toEqual({ job: "Ui ux designer" });
    expect(lookup("UI UX DESIGNER")).toEqual({ job: "Ui ux designer" });
  });

  it("decides open and closed by the agency's calendar, both days included", () => {
    const job = { datePosted: "2026-11-20", validThrough: "2027-02-28" };
    expect(isOpen(job, "2026-11-19")).toBe(false);
    expect(isOpen(job, "2026-11-20")).toBe(true);
    expect(isOpen(job, "2027-02-28")).toBe(true);
    expect(isOpen(job, "2027-03-01")).toBe(false);
    // 20:00 UTC on the last day is already the next day in Kochi (UTC+5:30).
    expect(agencyToday(new Date("2027-02-28T17:00:00Z"))).toBe("2027-02-28");
    expect(agencyToday(new Date("2027-02-28T20:00:00Z"))).toBe("2027-03-01");
  });

  it("judges by CONTENT_TODAY when it is set (the suite's own day), else by the clock", () => {
    expect(contentClock({})).toBe(Date.now);
    expect(new Date(contentClock({ CONTENT_TODAY: "2027-03-01" })()).toISOString()).toBe(
      "2027-03-01T06:30:00.000Z",
    );
    expect(contentToday({ CONTENT_TODAY: "2027-03-01" })).toBe("2027-03-01");
    expect(() => contentClock({ CONTENT_TODAY: "1 March" })).toThrowError(
      'CONTENT_TODAY must be a date written YYYY-MM-DD, not "1 March"',
    );
  });

  it("refuses a closed opening's name with its own message, and an unknown name with the spec's", () => {
    const root = copy("closed");
    addUiUx(root);
    const jobs = readJobs(root);
    const afterIt = openingsLookup(
      () => jobs,
      () => Date.parse("2027-03-02T06:00:00Z"),
    );
    expect(afterIt("Ui ux designer")).toEqual({ message: messages.jobClosed });
    expect(afterIt("Astronaut")).toEqual({ message: messages.jobInvalid });
  });

  it.each([
    [
      "no duties",
      UI_UX.replace(/duties:\n( {2}- .*\n)+/, "duties: []\n"),
      "jobs/ui-ux-designer.yaml: duties: an opening lists at least one duty",
    ],
    [
      "a field the schema does not know",
      `${UI_UX}salary: lots\n`,
      'jobs/ui-ux-designer.yaml: (entry): Unrecognized key: "salary"',
    ],
    [
      "a date that is not one",
      UI_UX.replace("2027-02-28", "28/02/2027"),
      "jobs/ui-ux-designer.yaml: validThrough: must be a date written YYYY-MM-DD",
    ],
    [
      "a missing picture",
      UI_UX.replace("file: ui-ux-designer.jpg", "file: nobody.svg"),
      "jobs/ui-ux-designer.yaml: picture.file: no file nobody.svg beside the entry",
    ],
    ["broken YAML", `${UI_UX}duties: [\n`, "jobs/ui-ux-designer.yaml: "],
  ])("names the file and the field of %s", (label, text, message) => {
    const root = copy(label.replace(/\W+/g, "-"));
    addUiUx(root, text);
    expect(() => readJobs(root)).toThrowError(ContentFileError);
    expect(() => readJobs(root)).toThrowError(message);
  });

  it("refuses a file name that cannot be a slug", () => {
    const root = copy("bad-name");
    writeFileSync(join(root, "jobs", "UI UX.yaml"), UI_UX);
    expect(() => readJobs(root)).toThrowError(
      "jobs/UI UX.yaml: the file name is the opening's slug, and it must be lower-case words joined by hyphens",
    );
    rmSync(join(root, "jobs", "UI UX.yaml"));
    expect(readJobs(root)).toHaveLength(6);
  });
});
