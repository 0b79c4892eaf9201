// Case study: Grand Kayal — communication.
import { communicationGrandhayatt } from "../../../content/works/communication-grandhayatt.ts";
import { caseStudyPage } from "../../../content/works/case-study-page.ts";
import { CaseStudyTemplate, caseStudyHandle, caseStudyMeta } from "../case-study-template.tsx";

const study = caseStudyPage(communicationGrandhayatt);

export const meta = caseStudyMeta(study);
export const handle = caseStudyHandle;

export default function CommunicationGrandhayatt() {
  return <CaseStudyTemplate study={study} />;
}
