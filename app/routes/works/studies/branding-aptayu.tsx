// Case study: Aptayu — branding.
import { brandingAptayu } from "../../../content/works/branding-aptayu.ts";
import { caseStudyPage } from "../../../content/works/case-study-page.ts";
import { CaseStudyTemplate, caseStudyHandle, caseStudyMeta } from "../case-study-template.tsx";

const study = caseStudyPage(brandingAptayu);

export const meta = caseStudyMeta(study);
export const handle = caseStudyHandle;

export default function BrandingAptayu() {
  return <CaseStudyTemplate study={study} />;
}
