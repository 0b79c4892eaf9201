// A service page's blocks after its hero, in the order its file gives them. One component a type;
// a new type is a schema entry (contracts/service-page.schema.ts) and a case here.
import { JsonLd } from "../../components/json-ld.tsx";
import type { Tile } from "../../content/blocks.schema.ts";
import type { ServiceBlock, ServiceBlockOf } from "../../content/service-page.schema.ts";
import { faqPage } from "../../content/structured-data.ts";
import { ButtonLink } from "../../features/content-blocks/button-link.tsx";
import { ContentSection } from "../../features/content-blocks/content-section.tsx";
import { Figures, StatBand } from "../../features/content-blocks/figures.tsx";
import { LinkTiles } from "../../features/content-blocks/link-tiles.tsx";
import { Paragraphs, RichText } from "../../features/content-blocks/rich-text.tsx";
import { ReadMore } from "../../features/read-more/read-more.tsx";

function ReadMoreSection({ block }: { block: ServiceBlockOf<"read-more"> }) {
  return (
    <section className="content-section kasavu" aria-labelledby={`${block.id}-heading`}>
      <h2 id={`${block.id}-heading`} className="content-heading">
        <RichText text={block.heading} />
      </h2>
      <div className="content-body">
        <ReadMore
          id={block.id}
          about={block.heading}
          summary={<Paragraphs items={[block.summary]} />}
        >
          <Paragraphs items={block.more} />
        </ReadMore>
      </div>
    </section>
  );
}

function Boxes({ block }: { block: ServiceBlockOf<"boxes"> }) {
  const numbered = block.style === "numbered";
  return (
    <section className="boxes-section" aria-labelledby={`${block.id}-heading`}>
      <h2 id={`${block.id}-heading`} className="section-title kasavu">
        {block.heading}
      </h2>
      <ul className={`boxes boxes--${numbered ? "services" : "highlights"}`}>
        {block.boxes.map((box, index) => (
          <li key={box.title} className="box">
            {numbered && (
              <span className="box-number" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
            )}
            <h3 className="box-title">{box.title}</h3>
            <p className="box-text">
              <RichText text={box.text} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Faqs({ block }: { block: ServiceBlockOf<"faqs"> }) {
  return (
    <section className="faq-section" aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="section-title kasavu">
        {block.heading}
      </h2>
      <ol className="faqs">
        {block.faqs.map((faq) => (
          <li key={faq.question} className="faq">
            <h3 className="faq-question">{faq.question}</h3>
            <p className="faq-answer">
              <RichText text={faq.answer} />
            </p>
          </li>
        ))}
      </ol>
      <JsonLd data={faqPage(block.faqs)} />
    </section>
  );
}

function Journey({ block }: { block: ServiceBlockOf<"journey"> }) {
  return (
    <section className="journey-section" aria-labelledby="journey-heading">
      <h2 id="journey-heading" className="section-title kasavu">
        {block.heading}
      </h2>
      <ol className="journey">
        {block.steps.map((step) => (
          <li key={step.name} className="journey-step">
            <h3 className="journey-step-name">{step.name}</h3>
            <p className="journey-step-text">
              <RichText text={step.text} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Block({ block, tiles }: { block: ServiceBlock; tiles: readonly Tile[] }) {
  switch (block.type) {
    case "section":
      return <ContentSection section={block} />;
    case "read-more":
      return <ReadMoreSection block={block} />;
    case "stat":
      return <StatBand figure={block} />;
    case "figures":
      return <Figures id="from-our-work" heading={block.heading} figures={block.figures} />;
    case "tiles":
      return (
        <section className={block.id} aria-labelledby={`${block.id}-heading`}>
          <h2 id={`${block.id}-heading`} className="section-title kasavu">
            {block.heading}
          </h2>
          <LinkTiles
            tiles={tiles}
            level={3}
            className="link-tiles--three"
            sizes="(min-width: 64rem) 33vw, (min-width: 36rem) 50vw, 100vw"
          />
        </section>
      );
    case "boxes":
      return <Boxes block={block} />;
    case "faqs":
      return <Faqs block={block} />;
    case "journey":
      return <Journey block={block} />;
    case "next":
      return (
        <p className="next-step">
          <ButtonLink action={block} />
        </p>
      );
  }
}

/** The blocks; `tiles` are the pages below this one, for a tiles block. */
export function ServiceBlocks({
  blocks,
  tiles,
}: {
  blocks: readonly ServiceBlock[];
  tiles: readonly Tile[];
}) {
  return blocks.map((block, index) => (
    <Block key={`${block.type}-${index}`} block={block} tiles={tiles} />
  ));
}
