// Case study: Palm Tree — campaign (its :id picks the section the page scrolls to).
import { campaignPalmtree } from "../../../content/works/campaign-palmtree.ts";
import { caseStudyPage } from "../../../content/works/case-study-page.ts";
import { CaseStudyTemplate, caseStudyHandle, caseStudyMeta } from "../case-study-template.tsx";

const study = caseStudyPage(campaignPalmtree);

export const meta = caseStudyMeta(study);
export const handle = caseStudyHandle;

export default function CampaignPalmtree() {
  return <CaseStudyTemplate study={study} />;
}
