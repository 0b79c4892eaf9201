// Thanathu, the concept brand: rooted, design better, civic responsiveness. Its contact block is
// in the content but not published yet, so it is rendered with `hidden` (not shown, not announced).
// The copy is published content (content/pages/thanathu.yaml), taken by the loader from the load
// context; the contact block's address and number are the agency's own.
import { useSite } from "../lib/site-identity.ts";
import { Paragraphs, RichText } from "../features/content-blocks/rich-text.tsx";
import { PageHero, heroSizes } from "../features/content-blocks/page-hero.tsx";
import { handleFor, metaFor, usePageWords } from "../lib/page-route.ts";
import { pageBody } from "../lib/site-content.ts";
import type { Route } from "./+types/thanathu";

export const meta = metaFor("/thanathu");
export const handle = handleFor("/thanathu");

export const loader = ({ context }: Route.LoaderArgs) => ({
  thanathu: pageBody(context, "/thanathu"),
});

export default function Thanathu({ loaderData }: Route.ComponentProps) {
  const { thanathu } = loaderData;
  const { contact } = thanathu;
  const site = useSite();
  return (
    <div className="thanathu">
      <PageHero
        words={usePageWords("/thanathu")}
        picture={thanathu.hero}
        sizes={heroSizes}
        tone="gold"
      />

      <ol className="thanathu-principles closing-band">
        {thanathu.sections.map((section, index) => (
          <li
            key={section.id}
            id={section.id}
            className={`thanathu-principle thanathu-principle--${section.id}`}
          >
            <section aria-labelledby={`${section.id}-heading`}>
              <span className="thanathu-number" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h2 id={`${section.id}-heading`} className="thanathu-heading">
                <RichText text={section.heading} />
              </h2>
              <div className="thanathu-body">
                <Paragraphs items={section.paragraphs} />
                {section.points ? (
                  <ul className="content-points">
                    {section.points.map((point) => (
                      <li key={point}>
                        <RichText text={point} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </section>
          </li>
        ))}
      </ol>

      <section
        className="thanathu-contact"
        aria-labelledby="thanathu-contact-heading"
        hidden={!contact.published}
      >
        <h2 id="thanathu-contact-heading">{contact.heading}</h2>
        <p>
          <RichText text={contact.text} />
        </p>
        <p>
          <a href={`mailto:${site.email}`}>{site.email}</a>
          <br />
          <a href={`tel:${site.phone.replace(/\s/g, "")}`}>{site.phone}</a>
        </p>
      </section>
    </div>
  );
}
