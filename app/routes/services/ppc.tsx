// Pay per click and performance marketing: why, and five service boxes.
import { ppc } from "../../content/digital-marketing.ts";
import { ButtonLink } from "../../features/content-blocks/button-link.tsx";
import { ContentSection } from "../../features/content-blocks/content-section.tsx";
import { PageHero, heroSizes } from "../../features/content-blocks/page-hero.tsx";
import { RichText } from "../../features/content-blocks/rich-text.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";
import "../../styles/pages/services.css";

export const meta = metaFor("/services/digital-marketing/ppc");
export const handle = handleFor("/services/digital-marketing/ppc");

export default function Ppc() {
  return (
    <div className="ppc">
      <PageHero
        path="/services/digital-marketing/ppc"
        picture={ppc.hero}
        sizes={heroSizes}
        tone="gold"
      />
      {ppc.sections.map((section) => (
        <ContentSection key={section.id} section={section} />
      ))}
      <section className="boxes-section" aria-labelledby="ppc-services-heading">
        <h2 id="ppc-services-heading" className="section-title kasavu">
          {ppc.boxesHeading}
        </h2>
        <ul className="boxes boxes--services">
          {ppc.boxes.map((box, index) => (
            <li key={box.title} className="box">
              <span className="box-number" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="box-title">{box.title}</h3>
              <p className="box-text">
                <RichText text={box.text} />
              </p>
            </li>
          ))}
        </ul>
      </section>
      <p className="next-step">
        <ButtonLink action={ppc.next} />
      </p>
    </div>
  );
}
