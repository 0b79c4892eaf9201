// Every case study's page: /works/{category}/{name}, and a study's section pages
// (/works/campaign/palmtree/onam). The loader reads the study from the content
// (content/works/{category}-{name}/study.yaml); at build, for each prerendered address, so its
// data comes with the page and a page's JavaScript carries only this template, never a study.
import { data, redirectDocument } from "react-router";
import { caseStudyByPath } from "../../content/works/case-studies.ts";
import { PLAYER_BLOCKS, videoRowsCode } from "./video-rows-code.ts";
import { CaseStudyTemplate, caseStudyHandle, caseStudyMeta } from "./case-study-template.tsx";
import type { Route } from "./+types/case-study";

export function loader({ params }: Route.LoaderArgs) {
  const study = caseStudyByPath(`/works/${params.category}/${params.name}`);
  // Only a study with sections has pages below its own (any id there shows the study, its
  // sections' ids scroll to them: spec §2's Palm Tree {id}).
  if (!study || (params.id !== undefined && !study.sections))
    throw data("No such work", { status: 404 });
  return study;
}

// A navigation to a study with video rows waits for the rows' code, so they are drawn at once
// (video-rows-code.ts); should it fail to come, the page loads whole, as its prerendered HTML.
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const study = await serverLoader();
  if (study.blocks.some((block) => PLAYER_BLOCKS.includes(block.type)))
    await videoRowsCode().catch(() => {
      throw redirectDocument(request.url);
    });
  return study;
}

export const meta = ({ loaderData, params }: Route.MetaArgs) =>
  loaderData ? caseStudyMeta(loaderData, params.id) : [];

export const handle = caseStudyHandle;

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  return <CaseStudyTemplate study={loaderData} />;
}
