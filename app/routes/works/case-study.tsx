// One case-study template for every work page; the route id says which work it shows.
import { Link, useMatches, type MetaArgs } from "react-router";
import { categoryLabels, workPages, caseStudyRouteId } from "../../content/works/pages.ts";
import { pageMeta } from "../../lib/meta.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";

export const handle: RouteHandle = { bodyClass: "single-work-page" };

function workForRouteId(routeId: string | undefined) {
  const work = workPages.find((page) => caseStudyRouteId(page.slug) === routeId);
  if (!work) throw new Error(`No work page for route ${routeId}`);
  return work;
}

export const meta = ({ matches }: MetaArgs) => {
  const work = workForRouteId(matches.at(-1)?.id);
  const category = categoryLabels[work.category];
  return pageMeta({
    title: `${work.client} — ${category}`,
    description: `${category} work by Kadal for ${work.client}: the brief, our approach and the result.`,
    path: work.path,
  });
};

export default function CaseStudy() {
  const work = workForRouteId(useMatches().at(-1)?.id);
  return (
    <article className="case-study">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/works">Works</Link>
          </li>
          <li>{categoryLabels[work.category]}</li>
          <li aria-current="page">{work.client}</li>
        </ol>
      </nav>
      <h1 className="page-intro-heading">{work.client}</h1>
      <p className="page-intro-text">
        {categoryLabels[work.category]} for {work.client}.
      </p>
    </article>
  );
}
