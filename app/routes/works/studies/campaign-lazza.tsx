// Case study: Lazza — campaign.
import { campaignLazza } from "../../../content/works/campaign-lazza.ts";
import { caseStudyPage } from "../../../content/works/case-study-page.ts";
import { CaseStudyTemplate, caseStudyHandle, caseStudyMeta } from "../case-study-template.tsx";

const study = caseStudyPage(campaignLazza);

export const meta = caseStudyMeta(study);
export const handle = caseStudyHandle;

export default function CampaignLazza() {
  return <CaseStudyTemplate study={study} />;
}
