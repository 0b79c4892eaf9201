// Case study: Aptayu — packaging.
import { packagingAptayu } from "../../../content/works/packaging-aptayu.ts";
import { caseStudyPage } from "../../../content/works/case-study-page.ts";
import { CaseStudyTemplate, caseStudyHandle, caseStudyMeta } from "../case-study-template.tsx";

const study = caseStudyPage(packagingAptayu);

export const meta = caseStudyMeta(study);
export const handle = caseStudyHandle;

export default function PackagingAptayu() {
  return <CaseStudyTemplate study={study} />;
}
