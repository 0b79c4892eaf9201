// SEO: one paragraph with a read more toggle, the 30% figure, four highlights and six numbered FAQs
// (with FAQPage structured data).
import { JsonLd } from "../../components/json-ld.tsx";
import { seo } from "../../content/digital-marketing.ts";
import { faqPage } from "../../content/structured-data.ts";
import { ButtonLink } from "../../features/content-blocks/button-link.tsx";
import { StatBand } from "../../features/content-blocks/figures.tsx";
import { PageHero, heroSizes } from "../../features/content-blocks/page-hero.tsx";
import { Paragraphs, RichText } from "../../features/content-blocks/rich-text.tsx";
import { ReadMore } from "../../features/read-more/read-more.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";
import "../../styles/pages/services.css";

export const meta = metaFor("/services/digital-marketing/seo");
export const handle = handleFor("/services/digital-marketing/seo");

export default function Seo() {
  const { intro } = seo;
  return (
    <div className="seo">
      <PageHero
        path="/services/digital-marketing/seo"
        picture={seo.hero}
        sizes={heroSizes}
        tone="ink"
      />

      <section className="content-section kasavu" aria-labelledby={`${intro.id}-heading`}>
        <h2 id={`${intro.id}-heading`} className="content-heading">
          <RichText text={intro.heading} />
        </h2>
        <div className="content-body">
          <ReadMore
            id={intro.id}
            about={intro.heading}
            summary={<Paragraphs items={[intro.summary]} />}
          >
            <Paragraphs items={intro.more} />
          </ReadMore>
        </div>
      </section>

      <StatBand figure={seo.figure} />

      <section className="boxes-section" aria-labelledby="highlights-heading">
        <h2 id="highlights-heading" className="section-title kasavu">
          {seo.highlightsHeading}
        </h2>
        <ul className="boxes boxes--highlights">
          {seo.highlights.map((box) => (
            <li key={box.title} className="box">
              <h3 className="box-title">{box.title}</h3>
              <p className="box-text">
                <RichText text={box.text} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="faq-section" aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="section-title kasavu">
          {seo.faqHeading}
        </h2>
        <ol className="faqs">
          {seo.faqs.map((faq) => (
            <li key={faq.question} className="faq">
              <h3 className="faq-question">{faq.question}</h3>
              <p className="faq-answer">
                <RichText text={faq.answer} />
              </p>
            </li>
          ))}
        </ol>
        <JsonLd data={faqPage(seo.faqs)} />
      </section>

      <p className="next-step">
        <ButtonLink action={seo.next} />
      </p>
    </div>
  );
}
