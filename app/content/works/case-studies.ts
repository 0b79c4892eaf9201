// Every case study whole, from content/works/ (scripts/content-plugin.ts). Only the study route's
// loader (app/routes/works/case-study.tsx), the registry (app/content/validate-content.ts) and
// the tests import this: a page's JavaScript never carries a study, its loader's data does.
import { studies } from "virtual:kadal/works";
import type { CaseStudy } from "./case-study.schema.ts";

export const caseStudies: readonly CaseStudy[] = studies;

/** The study at a path under /old (without a trailing slash), if any. */
export const caseStudyByPath = (path: string): CaseStudy | undefined =>
  caseStudies.find((study) => study.path === path);

export function caseStudyBySlug(slug: string): CaseStudy {
  const study = caseStudies.find((work) => work.slug === slug);
  if (!study) throw new Error(`Unknown case study: ${slug}`);
  return study;
}

/** The blocks of one type in a study, chapters' galleries included for "gallery". */
export function blocksOf<T extends CaseStudy["blocks"][number]["type"]>(
  study: CaseStudy,
  type: T,
): Extract<CaseStudy["blocks"][number], { type: T }>[] {
  return study.blocks.filter(
    (block): block is Extract<CaseStudy["blocks"][number], { type: T }> => block.type === type,
  );
}
