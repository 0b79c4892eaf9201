// Services: the four crafts as picture tiles (the pages of content/services/), and a button to
// the works.
import { PageIntro } from "../../components/page-intro.tsx";
import { tilesBelow } from "../../content/service-tiles.ts";
import { servicesOverview } from "../../content/services-overview.ts";
import { ButtonLink } from "../../features/content-blocks/button-link.tsx";
import { LinkTiles } from "../../features/content-blocks/link-tiles.tsx";
import { RichText } from "../../features/content-blocks/rich-text.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";
import { siteContent } from "../../lib/site-content.ts";
import type { Route } from "./+types/services";
import "../../styles/pages/services.css";

export const loader = ({ context }: Route.LoaderArgs) => ({
  tiles: tilesBelow(siteContent(context).services, "/services"),
});

export const meta = metaFor("/services");
export const handle = handleFor("/services");

export default function Services({ loaderData }: Route.ComponentProps) {
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
          {servicesOverview.worksHeading}
        </h2>
        <p className="works-band-note">
          <RichText text={servicesOverview.worksNote} />
        </p>
        <ButtonLink action={servicesOverview.worksLink} tone="gold" />
      </section>
    </div>
  );
}
