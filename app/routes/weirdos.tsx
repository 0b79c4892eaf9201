// Weirdos: the company philosophy — 'we are who we are' in WHAT, WHY and HOW blocks — and the
// newsletter strip at the foot of the page (its form comes from app/features/forms). The copy is
// published content (content/pages/weirdos.yaml), taken by the loader from the load context.
import { Paragraphs, RichText } from "../features/content-blocks/rich-text.tsx";
import { PageHero, heroSizes } from "../features/content-blocks/page-hero.tsx";
import { NEWSLETTER_FIELDS, NewsletterForm } from "../features/forms/newsletter-form.tsx";
import { postedFormAction } from "../features/forms/posted-form.ts";
import { handleFor, metaFor, usePageWords } from "../lib/page-route.ts";
import { pageBody } from "../lib/site-content.ts";
import type { Route } from "./+types/weirdos";

export const meta = metaFor("/weirdos");
export const handle = handleFor("/weirdos");
export const action = postedFormAction("newsletter", NEWSLETTER_FIELDS);

export const loader = ({ context }: Route.LoaderArgs) => ({
  philosophy: pageBody(context, "/weirdos"),
});

export default function Weirdos({ actionData, loaderData }: Route.ComponentProps) {
  const { philosophy } = loaderData;
  return (
    <div className="weirdos">
      <PageHero
        words={usePageWords("/weirdos")}
        picture={philosophy.hero}
        sizes={heroSizes}
        tone="ink"
      />

      <div className="philosophy-blocks">
        {philosophy.blocks.map((block) => {
          const id = `philosophy-${block.label.toLowerCase()}`;
          return (
            <section
              key={block.label}
              className={`philosophy-block ${id}`}
              aria-labelledby={`${id}-heading`}
            >
              <p className="philosophy-label" aria-hidden="true">
                {block.label}
              </p>
              <h2 id={`${id}-heading`} className="philosophy-heading">
                <span className="visually-hidden">{block.label}: </span>
                <RichText text={block.heading} />
              </h2>
              <div className="philosophy-body">
                <Paragraphs items={block.paragraphs} />
                {block.points ? (
                  <ul className="content-points">
                    {block.points.map((point) => (
                      <li key={point}>
                        <RichText text={point} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </section>
          );
        })}
      </div>

      {/* <NewsletterForm /> (app/features/forms) goes at the end of this section, after the text. */}
      <section className="newsletter-strip" aria-labelledby="newsletter-heading">
        <h2 id="newsletter-heading" className="newsletter-strip-heading">
          {philosophy.newsletter.heading}
        </h2>
        <p className="newsletter-strip-text">
          <RichText text={philosophy.newsletter.text} />
        </p>
        <NewsletterForm answered={actionData} />
      </section>
    </div>
  );
}
