// Every service page (content/services/): /services/{slug}, and the pages below one
// (/services/digital-marketing/seo). The loader takes the page from the published content (the
// load context), with the tiles of the pages below it, so a page's JavaScript carries only this
// template, never a page's words.
import { data, type MetaArgs, type MetaDescriptor } from "react-router";
import { tilesBelow } from "../../content/service-tiles.ts";
import type { ServicePage } from "../../content/service-page.schema.ts";
import { PageHero, heroSizes } from "../../features/content-blocks/page-hero.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { siteIn } from "../../lib/site-identity.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { siteContent } from "../../lib/site-content.ts";
import { ServiceBlocks } from "./service-blocks.tsx";
import type { Route } from "./+types/service-page";

export function loader({ params, context }: Route.LoaderArgs) {
  const { services } = siteContent(context);
  const path = `/services/${params.parent ? `${params.parent}/` : ""}${params.service}`;
  const page = services.find((service) => service.path === path);
  if (!page) throw data("No such service", { status: 404 });
  return { page, tiles: tilesBelow(services, path) };
}

export const meta = ({
  loaderData,
  matches,
}: Pick<Route.MetaArgs, "loaderData"> & Pick<MetaArgs, "matches">): MetaDescriptor[] =>
  loaderData
    ? pageMeta(
        {
          title: loaderData.page.title,
          description: loaderData.page.description,
          path: loaderData.page.path,
          ...(loaderData.page.share ? { share: loaderData.page.share } : {}),
        },
        siteIn(matches),
      )
    : [];

export const handle: RouteHandle = {
  bodyClass: (loaded) => (loaded as { page?: ServicePage } | undefined)?.page?.bodyClass,
};

export default function ServicePageRoute({ loaderData }: Route.ComponentProps) {
  const { page, tiles } = loaderData;
  return (
    <div className={page.layout}>
      <PageHero words={page} picture={page.hero} sizes={heroSizes} tone={page.tone} />
      <ServiceBlocks blocks={page.blocks} tiles={tiles} />
    </div>
  );
}
