// Digital Marketing: why, and three tiles to lead generation, SEO and PPC.
import { digitalMarketing } from "../../content/digital-marketing.ts";
import { ContentSection } from "../../features/content-blocks/content-section.tsx";
import { LinkTiles } from "../../features/content-blocks/link-tiles.tsx";
import { PageHero, heroSizes } from "../../features/content-blocks/page-hero.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";
import "../../styles/pages/services.css";

export const meta = metaFor("/services/digital-marketing");
export const handle = handleFor("/services/digital-marketing");

export default function DigitalMarketing() {
  return (
    <div className="digital">
      <PageHero
        path="/services/digital-marketing"
        picture={digitalMarketing.hero}
        sizes={heroSizes}
        tone="ink"
      />
      {digitalMarketing.sections.map((section) => (
        <ContentSection key={section.id} section={section} />
      ))}
      <section className="digital-services" aria-labelledby="digital-services-heading">
        <h2 id="digital-services-heading" className="section-title kasavu">
          {digitalMarketing.tilesHeading}
        </h2>
        <LinkTiles
          tiles={digitalMarketing.tiles}
          level={3}
          className="link-tiles--three"
          sizes="(min-width: 64rem) 33vw, (min-width: 36rem) 50vw, 100vw"
        />
      </section>
    </div>
  );
}
