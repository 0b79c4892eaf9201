// One case study with its page (path, workID, client, category): what a case-study route renders.
import type { CaseStudy } from "./case-study.schema.ts";
import { workPageBySlug, type WorkPage } from "./pages.ts";

export type CaseStudyPage = CaseStudy & WorkPage;

/** Joins a study to its page by the study's slug (fails when the page list does not name it). */
export const caseStudyPage = (study: CaseStudy): CaseStudyPage => ({
  ...study,
  ...workPageBySlug(study.slug),
});
