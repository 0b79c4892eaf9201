// Case study: Lazza — videos.
import { videosLazza } from "../../../content/works/videos-lazza.ts";
import { caseStudyPage } from "../../../content/works/case-study-page.ts";
import { CaseStudyTemplate, caseStudyHandle, caseStudyMeta } from "../case-study-template.tsx";
import { WorkVideos } from "../work-videos.tsx";

const study = caseStudyPage(videosLazza);

export const meta = caseStudyMeta(study);
export const handle = caseStudyHandle;

export default function VideosLazza() {
  return <CaseStudyTemplate study={study} videos={<WorkVideos rows={videosLazza.videos} />} />;
}
