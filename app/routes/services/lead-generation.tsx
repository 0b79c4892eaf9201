// Lead generation: the 10-years figure, two read more toggles and the three-step journey.
import { leadGeneration } from "../../content/digital-marketing.ts";
import { ButtonLink } from "../../features/content-blocks/button-link.tsx";
import { StatBand } from "../../features/content-blocks/figures.tsx";
import { PageHero, heroSizes } from "../../features/content-blocks/page-hero.tsx";
import { Paragraphs, RichText } from "../../features/content-blocks/rich-text.tsx";
import { ReadMore } from "../../features/read-more/read-more.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";
import "../../styles/pages/services.css";

export const meta = metaFor("/services/digital-marketing/lead-generation");
export const handle = handleFor("/services/digital-marketing/lead-generation");

export default function LeadGeneration() {
  const { figure } = leadGeneration;
  return (
    <div className="lead-generation">
      <PageHero
        path="/services/digital-marketing/lead-generation"
        picture={leadGeneration.hero}
        sizes={heroSizes}
        tone="teal"
      />

      <StatBand figure={figure} />

      {leadGeneration.readMores.map((copy) => (
        <section
          key={copy.id}
          className="content-section kasavu"
          aria-labelledby={`${copy.id}-heading`}
        >
          <h2 id={`${copy.id}-heading`} className="content-heading">
            <RichText text={copy.heading} />
          </h2>
          <div className="content-body">
            <ReadMore
              id={copy.id}
              about={copy.heading}
              summary={<Paragraphs items={[copy.summary]} />}
            >
              <Paragraphs items={copy.more} />
            </ReadMore>
          </div>
        </section>
      ))}

      <section className="journey-section" aria-labelledby="journey-heading">
        <h2 id="journey-heading" className="section-title kasavu">
          {leadGeneration.journeyHeading}
        </h2>
        <ol className="journey">
          {leadGeneration.journey.map((step) => (
            <li key={step.name} className="journey-step">
              <h3 className="journey-step-name">{step.name}</h3>
              <p className="journey-step-text">
                <RichText text={step.text} />
              </p>
            </li>
          ))}
        </ol>
      </section>

      <p className="next-step">
        <ButtonLink action={leadGeneration.next} />
      </p>
    </div>
  );
}
