// Case study: Ayur Central — communication.
import { communicationAyurcentral } from "../../../content/works/communication-ayurcentral.ts";
import { caseStudyPage } from "../../../content/works/case-study-page.ts";
import { CaseStudyTemplate, caseStudyHandle, caseStudyMeta } from "../case-study-template.tsx";

const study = caseStudyPage(communicationAyurcentral);

export const meta = caseStudyMeta(study);
export const handle = caseStudyHandle;

export default function CommunicationAyurcentral() {
  return <CaseStudyTemplate study={study} />;
}
