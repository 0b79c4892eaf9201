// Case study: Ayur Central — website.
import { websiteAyurcentral } from "../../../content/works/website-ayurcentral.ts";
import { caseStudyPage } from "../../../content/works/case-study-page.ts";
import { CaseStudyTemplate, caseStudyHandle, caseStudyMeta } from "../case-study-template.tsx";

const study = caseStudyPage(websiteAyurcentral);

export const meta = caseStudyMeta(study);
export const handle = caseStudyHandle;

export default function WebsiteAyurcentral() {
  return <CaseStudyTemplate study={study} />;
}
