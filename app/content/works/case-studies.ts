// Every case study, validated at load and joined with its page (path, workID, client, category).
import { validateEntries } from "../schema.ts";
import { brandingAptayu } from "./branding-aptayu.ts";
import { campaignLazza } from "./campaign-lazza.ts";
import { campaignManorama } from "./campaign-manorama.ts";
import { campaignPalmtree } from "./campaign-palmtree.ts";
import { CaseStudySchema, type CaseStudy } from "./case-study-schema.ts";
import { communicationAyurcentral } from "./communication-ayurcentral.ts";
import { communicationGrandhayatt } from "./communication-grandhayatt.ts";
import { communicationPalmtree } from "./communication-palmtree.ts";
import { mediaPalmtree } from "./media-palmtree.ts";
import { packagingAptayu } from "./packaging-aptayu.ts";
import { videosHama } from "./videos-hama.ts";
import { videosLazza } from "./videos-lazza.ts";
import { websiteAlf } from "./website-alf.ts";
import { websiteAyurcentral } from "./website-ayurcentral.ts";
import { workPages, type WorkPage } from "./pages.ts";

export type CaseStudyPage = CaseStudy & WorkPage;

/** Joins validated studies to their pages; every page needs exactly one study and vice versa. */
export function joinCaseStudies(studies: CaseStudy[], pages: readonly WorkPage[]): CaseStudyPage[] {
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

export const caseStudies: readonly CaseStudyPage[] = joinCaseStudies(
  validateEntries("caseStudies", CaseStudySchema, [
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
  ]),
  workPages,
);

export function caseStudyBySlug(slug: string): CaseStudyPage {
  const study = caseStudies.find((work) => work.slug === slug);
  if (!study) throw new Error(`Unknown case study: ${slug}`);
  return study;
}
