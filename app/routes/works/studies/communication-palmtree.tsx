// Case study: Palm Tree — communication.
import { communicationPalmtree } from "../../../content/works/communication-palmtree.ts";
import { caseStudyPage } from "../../../content/works/case-study-page.ts";
import { CaseStudyTemplate, caseStudyHandle, caseStudyMeta } from "../case-study-template.tsx";

const study = caseStudyPage(communicationPalmtree);

export const meta = caseStudyMeta(study);
export const handle = caseStudyHandle;

export default function CommunicationPalmtree() {
  return <CaseStudyTemplate study={study} />;
}
