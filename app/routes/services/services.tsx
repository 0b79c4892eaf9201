// Services: the four crafts as picture tiles (the pages of content/services/), then a band with
// the studies content/pages/services.yaml names and a button to the works, all from the load context.
import { PageIntro } from "../../components/page-intro.tsx";
import type { Tile } from "../../content/blocks.schema.ts";
import { workItemsOf } from "../../content/works/work-list.ts";
import { tilesBelow } from "../../content/service-tiles.ts";
import { ButtonLink } from "../../features/content-blocks/button-link.tsx";
import { LinkTiles } from "../../features/content-blocks/link-tiles.tsx";
import { RichText } from "../../features/content-blocks/rich-text.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";
import { pageBody, siteContent } from "../../lib/site-content.ts";
import type { Route } from "./+types/services";

export const loader = ({ context }: Route.LoaderArgs) => {
  const content = siteContent(context);
  const overview = pageBody(context, "/services");
  const items = workItemsOf(content.workIndex);
  return {
    tiles: tilesBelow(content.services, "/services"),
    overview,
    // Each study the band names as a tile: its card's picture, its project, its client. A study
    // taken off the works (unpublished in the Studio) drops out of the band with it.
    works: overview.worksShown.flatMap((path): Tile[] => {
      const item = items.find((each) => each.href === path);
      if (!item) return [];
      return [
        {
          id: item.id,
          title: item.project,
          text: item.client,
          to: item.href,
          picture: item.thumbnail,
        },
      ];
    }),
  };
};

export const meta = metaFor("/services");
export const handle = handleFor("/services");

export default function Services({ loaderData }: Route.ComponentProps) {
  const { overview, works } = loaderData;
  return (
    <div className="services">
      <PageIntro path="/services" />
      <LinkTiles
        tiles={loaderData.tiles}
        priorityFirst
        className="link-tiles--four"
        sizes="(min-width: 64rem) 25vw, (min-width: 36rem) 50vw, 100vw"
      />
      <section className="works-band closing-band" aria-labelledby="works-band-heading">
        <h2 id="works-band-heading" className="works-band-heading">
          {overview.worksHeading}
        </h2>
        <p className="works-band-note">
          <RichText text={overview.worksNote} />
        </p>
        {works.length > 0 && (
          <LinkTiles
            tiles={works}
            level={3}
            className="link-tiles--works"
            sizes="(min-width: 48rem) 22vw, 45vw"
          />
        )}
        <ButtonLink action={overview.worksLink} tone="gold" />
      </section>
    </div>
  );
}
