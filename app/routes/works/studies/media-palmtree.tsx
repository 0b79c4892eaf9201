// Case study: Palm Tree — media.
import { mediaPalmtree } from "../../../content/works/media-palmtree.ts";
import { caseStudyPage } from "../../../content/works/case-study-page.ts";
import { CaseStudyTemplate, caseStudyHandle, caseStudyMeta } from "../case-study-template.tsx";

const study = caseStudyPage(mediaPalmtree);

export const meta = caseStudyMeta(study);
export const handle = caseStudyHandle;

export default function MediaPalmtree() {
  return <CaseStudyTemplate study={study} />;
}
