// Case study: Hama — videos.
import { videosHama } from "../../../content/works/videos-hama.ts";
import { caseStudyPage } from "../../../content/works/case-study-page.ts";
import { CaseStudyTemplate, caseStudyHandle, caseStudyMeta } from "../case-study-template.tsx";
import { WorkVideos } from "../work-videos.tsx";

const study = caseStudyPage(videosHama);

export const meta = caseStudyMeta(study);
export const handle = caseStudyHandle;

export default function VideosHama() {
  return <CaseStudyTemplate study={study} videos={<WorkVideos rows={videosHama.videos} />} />;
}
