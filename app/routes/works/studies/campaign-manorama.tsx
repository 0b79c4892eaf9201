// Case study: Manorama Sahapadi — campaign.
import { campaignManorama } from "../../../content/works/campaign-manorama.ts";
import { caseStudyPage } from "../../../content/works/case-study-page.ts";
import { CaseStudyTemplate, caseStudyHandle, caseStudyMeta } from "../case-study-template.tsx";

const study = caseStudyPage(campaignManorama);

export const meta = caseStudyMeta(study);
export const handle = caseStudyHandle;

export default function CampaignManorama() {
  return <CaseStudyTemplate study={study} />;
}
