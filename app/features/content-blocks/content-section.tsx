// One section of copy from the content model: kicker, heading, paragraphs and optional points.
import type { Section } from "../../content/blocks.schema.ts";
import { Paragraphs, RichText } from "./rich-text.tsx";

export function ContentSection({ section, className }: { section: Section; className?: string }) {
  const headingId = `${section.id}-heading`;
  return (
    <section
      className={["content-section", "kasavu", className].filter(Boolean).join(" ")}
      aria-labelledby={headingId}
    >
      {section.kicker ? (
        <p className="content-kicker">
          <RichText text={section.kicker} />
        </p>
      ) : null}
      <h2 id={headingId} className="content-heading">
        <RichText text={section.heading} />
      </h2>
      <div className="content-body">
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
  );
}
