// Case study: Alleppey Literature Festival — website.
import { websiteAlf } from "../../../content/works/website-alf.ts";
import { caseStudyPage } from "../../../content/works/case-study-page.ts";
import { CaseStudyTemplate, caseStudyHandle, caseStudyMeta } from "../case-study-template.tsx";

const study = caseStudyPage(websiteAlf);

export const meta = caseStudyMeta(study);
export const handle = caseStudyHandle;

export default function WebsiteAlf() {
  return <CaseStudyTemplate study={study} />;
}
