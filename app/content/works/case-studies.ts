// Every case study, joined with its page (path, workID, client, category). This imports all
// thirteen studies: the registry (app/content/validate-content.ts) and the tests use it; a page
// imports only its own study (app/routes/works/studies/).
import { brandingAptayu } from "./branding-aptayu.ts";
import { campaignLazza } from "./campaign-lazza.ts";
import { campaignManorama } from "./campaign-manorama.ts";
import { campaignPalmtree } from "./campaign-palmtree.ts";
import type { CaseStudy } from "./case-study.schema.ts";
import { communicationAyurcentral } from "./communication-ayurcentral.ts";
import { communicationGrandhayatt } from "./communication-grandhayatt.ts";
import { communicationPalmtree } from "./communication-palmtree.ts";
import { mediaPalmtree } from "./media-palmtree.ts";
import { packagingAptayu } from "./packaging-aptayu.ts";
import { videosHama } from "./videos-hama.ts";
import { videosLazza } from "./videos-lazza.ts";
import { websiteAlf } from "./website-alf.ts";
import { websiteAyurcentral } from "./website-ayurcentral.ts";
import type { CaseStudyPage } from "./case-study-page.ts";
import { workPages, type WorkPage } from "./pages.ts";

/** Joins studies to their pages; every page needs exactly one study and vice versa. */
export function joinCaseStudies(
  studies: readonly CaseStudy[],
  pages: readonly WorkPage[],
): CaseStudyPage[] {
  const bySlug = new Map(studies.map((study) => [study.slug, study]));
  for (const study of studies) {
    if (!pages.some((page) => page.slug === study.slug))
      throw new Error(`Case study "${study.slug}" has no page in app/content/works/pages.ts`);
  }
  return pages.map((page) => {
    const study = bySlug.get(page.slug);
    if (!study) throw new Error(`Work page "${page.slug}" has no case study`);
    return { ...study, ...page };
  });
}

export const caseStudyEntries: readonly CaseStudy[] = [
  brandingAptayu,
  mediaPalmtree,
  communicationAyurcentral,
  campaignLazza,
  campaignPalmtree,
  campaignManorama,
  packagingAptayu,
  websiteAlf,
  websiteAyurcentral,
  communicationPalmtree,
  videosHama,
  videosLazza,
  communicationGrandhayatt,
];

export const caseStudies: readonly CaseStudyPage[] = joinCaseStudies(caseStudyEntries, workPages);

export function caseStudyBySlug(slug: string): CaseStudyPage {
  const study = caseStudies.find((work) => work.slug === slug);
  if (!study) throw new Error(`Unknown case study: ${slug}`);
  return study;
}
