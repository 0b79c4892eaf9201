// A seventh opening, as an editor would add it to content/jobs/: its entry (a title the old
// slug rule could not make) and its picture; and a fourteenth case study, as one new folder.
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const SEVENTH_JOB = `title: UI/UX Designer
order: 70
summary: Shape the screens our clients' customers use, from the first sketch to the last pixel.
duties:
  - Map how people find their way through a site before anyone draws a screen
picture:
  file: ui-ux-designer.svg
  alt: A phone outline with three stacked cards on its screen
employmentType: FULL_TIME
datePosted: 2026-11-20
validThrough: 2027-02-28
`;

export const SEVENTH_JOB_PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3"/></svg>';

/** Adds the seventh opening to a content folder. */
export function addSeventhJob(root: string): void {
  writeFileSync(join(root, "jobs/ui-ux-designer.yaml"), SEVENTH_JOB);
  writeFileSync(join(root, "jobs/ui-ux-designer.svg"), SEVENTH_JOB_PICTURE);
}

/**
 * Adds a fourteenth case study to a content folder: Aptayu's folder copied as Kayal Boats'
 * branding study (/works/branding/kayal), at order 15, between the studies of 10 and 20.
 */
export function addFourteenthStudy(root: string): void {
  const works = join(root, "works");
  cpSync(join(works, "branding-aptayu"), join(works, "branding-kayal"), { recursive: true });
  const study = join(works, "branding-kayal/study.yaml");
  writeFileSync(
    study,
    readFileSync(study, "utf8")
      .replace("workId: 0", "workId: 13")
      .replace("order: 10", "order: 15")
      .replace("client: Aptayu", "client: Kayal Boats")
      .replace("project: A brand rooted in ritual", "project: Boats that carry a name"),
  );
}
