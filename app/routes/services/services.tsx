// Services: the four crafts as picture tiles (the pages of content/services/), and a button to
// the works below the words of content/pages/services.yaml, both from the load context.
import { PageIntro } from "../../components/page-intro.tsx";
import { tilesBelow } from "../../content/service-tiles.ts";
import { ButtonLink } from "../../features/content-blocks/button-link.tsx";
import { LinkTiles } from "../../features/content-blocks/link-tiles.tsx";
import { RichText } from "../../features/content-blocks/rich-text.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";
import { pageBody, siteContent } from "../../lib/site-content.ts";
import type { Route } from "./+types/services";

export const loader = ({ context }: Route.LoaderArgs) => ({
  tiles: tilesBelow(siteContent(context).services, "/services"),
  overview: pageBody(context, "/services"),
});

export const meta = metaFor("/services");
export const handle = handleFor("/services");

export default function Services({ loaderData }: Route.ComponentProps) {
  const { overview } = loaderData;
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
        <ButtonLink action={overview.worksLink} tone="gold" />
      </section>
    </div>
  );
}
