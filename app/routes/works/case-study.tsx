// Every case study's page: /works/{category}/{name}, and a study's section pages
// (/works/campaign/palmtree/onam). The loader takes the study, its neighbours in the project ring
// and the other works it lists from the published content (content/works/{category}-{name}/,
// app/lib/site-content.ts), so its data comes with the page and a page's JavaScript carries only
// this template, never a study or the works' index.
import { siteIn } from "../../lib/site-identity.ts";
import { data, type MetaArgs, type MetaDescriptor, redirectDocument } from "react-router";
import { categoryLabels } from "../../content/works/categories.ts";
import { projectNeighbours, projectRing } from "../../content/works/project-ring.ts";
import { clientChapters, otherWorks, workItemsOf } from "../../content/works/work-list.ts";
import { siteContent } from "../../lib/site-content.ts";
import { PLAYER_BLOCKS, videoRowsCode } from "./video-rows-code.ts";
import { CaseStudyTemplate, caseStudyHandle, caseStudyMeta } from "./case-study-template.tsx";
import type { Route } from "./+types/case-study";

export function loader({ params, context }: Route.LoaderArgs) {
  const { studies, workIndex } = siteContent(context);
  const path = `/works/${params.category}/${params.name}`;
  const study = studies.find((work) => work.path === path);
  // Only a study with sections has pages below its own (any id there shows the study, its
  // sections' ids scroll to them: spec §2's Palm Tree {id}).
  if (!study || (params.id !== undefined && !study.sections))
    throw data("No such work", { status: 404 });
  // The ring's neighbours are named from the index, so a page never needs another's study.
  const named = (href: string) => {
    const page = workIndex.find((work) => work.path === href);
    if (!page) throw new Error(`Project ring names an unknown page: ${href}`);
    return { href, name: `${page.client} — ${categoryLabels[page.category]}` };
  };
  const { previous, next } = projectNeighbours(study.path, projectRing(workIndex));
  const items = workItemsOf(workIndex);
  return {
    study,
    neighbours: { previous: named(previous), next: named(next) },
    chapters: clientChapters(study.client, items),
    others: otherWorks(study.workId, items),
  };
}

// A navigation to a study with video rows waits for the rows' code, so they are drawn at once
// (video-rows-code.ts); should it fail to come, the page loads whole, as its prerendered HTML.
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const page = await serverLoader();
  if (page.study.blocks.some((block) => PLAYER_BLOCKS.includes(block.type)))
    await videoRowsCode().catch(() => {
      throw redirectDocument(request.url);
    });
  return page;
}

export const meta = ({
  loaderData,
  params,
  matches,
}: Pick<Route.MetaArgs, "loaderData" | "params"> & Pick<MetaArgs, "matches">): MetaDescriptor[] =>
  loaderData ? caseStudyMeta(loaderData.study, siteIn(matches), params.id) : [];

export const handle = caseStudyHandle;

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  return <CaseStudyTemplate {...loaderData} />;
}
