// A case study's blocks after its first screen, in the order its file gives them (the hero is the
// template's header). One component a type; a new type is a schema entry
// (contracts/case-study.schema.ts), a preset rule (scripts/content-plugin.ts) and a case here.
import { Suspense, use } from "react";
import { useParams } from "react-router";
import { Picture } from "../../components/picture.tsx";
import type {
  BlockOf,
  CaseStudy,
  Figure,
  StudyBlock,
} from "../../content/works/case-study.schema.ts";
import { ApproachAccordion } from "../../features/approach-accordion/approach-accordion.tsx";
import { presetSizes } from "../../lib/images.ts";
import { resultBadgeImage } from "../../content/works/badges.ts";
import { OpenAtSection, opensAt } from "./entry-scroll.tsx";
import { WorkGallery } from "./work-gallery.tsx";
import { WorkLoop } from "./work-loop.tsx";
import { videoRowsCode } from "./video-rows-code.ts";

// A video row reads the players' code (YouTube, Instagram, the films') that only a study with a
// row fetches: video-rows-code.ts says when it comes. Its styles come with the page.
function VideoRow({ row }: { row: BlockOf<"videos"> }) {
  const { WorkVideoRow } = use(videoRowsCode());
  return <WorkVideoRow row={row} />;
}

/** An embed needs the same players' code. */
function Embed({ block }: { block: BlockOf<"embed"> }) {
  const { WorkEmbed } = use(videoRowsCode());
  return <WorkEmbed block={block} />;
}

/**
 * Which of a figure's words its big number already says, so the caption need not show them again:
 * the number the words open with ("35% footfall increase" under 35%), or "more than" or "over" and
 * the number under "750+", or "over" and the number at the words' end ("reach over 1 million"
 * under "1M+", M read as million). The spec's words stay whole for screen readers and in the
 * page. Returns the words split into what is shown and what is kept for screen readers only.
 */
function saidByValue(
  value: string,
  text: string,
): { hidden: string; shown: string; first: boolean } | undefined {
  const number = value.replace(/\+$/, "");
  const spelled = [number, number.replace(/^([\d.]+)M$/, "$1 million")];
  const leads = number === value ? [""] : ["more than ", "over ", ""];
  const runs = [...new Set(spelled)].flatMap((n) => leads.map((lead) => lead + n));
  const opening = runs.find((run) => text.startsWith(`${run} `));
  if (opening) return { hidden: opening, shown: text.slice(opening.length), first: true };
  // at the end only with its "over" or "more than", so what is left is still a caption
  // ("reach", never "achieved")
  const closing = runs.find((run) => /^(over|more than) /.test(run) && text.endsWith(` ${run}`));
  if (closing) return { hidden: closing, shown: text.slice(0, -closing.length), first: false };
  return undefined;
}

export function Figures({ figures }: { figures: readonly Figure[] }) {
  return (
    <ul className="work-figures">
      {figures.map((figure) => {
        const said = saidByValue(figure.value, figure.text);
        const hidden = said && <span className="visually-hidden">{said.hidden}</span>;
        return (
          <li key={figure.text} className="work-figure-stat">
            {/* The spec's figures quote their number in their words (read once, not twice); words
                without a number need the big one read with them. */}
            <span className="work-figure-value" aria-hidden={/\d/.test(figure.text) || undefined}>
              {figure.value}
            </span>
            <span className="work-figure-text">
              {said ? (
                <>
                  {said.first && hidden}
                  {said.shown}
                  {!said.first && hidden}
                </>
              ) : (
                figure.text
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Overview({ study, block }: { study: CaseStudy; block: BlockOf<"overview"> }) {
  return (
    <section className="work-overview" aria-label="About the work">
      <dl className="work-facts">
        <div>
          <dt>Client</dt>
          <dd>{study.client}</dd>
        </div>
        <div>
          <dt>Market</dt>
          <dd>{study.market}</dd>
        </div>
        <div>
          <dt>Services done</dt>
          <dd>
            <ul className="work-services">
              {study.services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <div className="work-description">
        {block.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

function Chapter({ chapter }: { chapter: BlockOf<"chapter"> }) {
  const { id } = useParams();
  return (
    <section id={chapter.id} className="work-chapter" aria-labelledby={`${chapter.id}-heading`}>
      <p className="work-chapter-eyebrow">{chapter.eyebrow}</p>
      <h2 id={`${chapter.id}-heading`} className="work-chapter-heading">
        {chapter.heading}
      </h2>
      <div className="work-description">
        {chapter.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {chapter.galleries.map((gallery, index) => (
        <WorkGallery
          key={gallery.id ?? gallery.heading ?? index}
          gallery={gallery}
          headingLevel={3}
          label={`${chapter.eyebrow} gallery`}
        />
      ))}
      <div className="work-approach" data-approach={chapter.id}>
        <h3 className="work-section-heading">Our Approach — {chapter.eyebrow}</h3>
        <ApproachAccordion panels={chapter.approach} headingLevel={4} />
      </div>
      {opensAt(id, chapter.id) && <OpenAtSection id={chapter.id} />}
    </section>
  );
}

/** The result, with each chapter's figures under its own name after the study's own. */
function Result({ study, block }: { study: CaseStudy; block: BlockOf<"result"> }) {
  const groups = [
    ...(block.figures.length ? [{ heading: undefined, figures: block.figures }] : []),
    ...study.blocks.flatMap((other) =>
      other.type === "chapter" ? [{ heading: other.eyebrow, figures: other.figures }] : [],
    ),
  ];
  return (
    <section className="work-result" aria-labelledby="result-heading">
      <Picture
        image={resultBadgeImage}
        decorative
        sizes={presetSizes.badge}
        className="work-result-badge"
      />
      <div className="work-result-body">
        <h2 id="result-heading" className="work-section-heading">
          Result
        </h2>
        {block.paragraphs.map((paragraph) => (
          <p key={paragraph} className="work-result-text">
            {paragraph}
          </p>
        ))}
        {groups.map((group) => (
          <div key={group.heading ?? "main"} className="work-result-group">
            {group.heading && <h3 className="work-result-group-heading">{group.heading}</h3>}
            <Figures figures={group.figures} />
          </div>
        ))}
      </div>
    </section>
  );
}

function Block({ study, block, index }: { study: CaseStudy; block: StudyBlock; index: number }) {
  switch (block.type) {
    case "hero":
      return null; // the template's header
    case "overview":
      return <Overview study={study} block={block} />;
    case "text":
      return (
        <section
          id={block.id}
          className="work-text"
          aria-labelledby={block.heading ? `block-${index}-heading` : undefined}
          aria-label={block.heading ? undefined : "About the work, continued"}
        >
          {block.heading && (
            <h2 id={`block-${index}-heading`} className="work-section-heading">
              {block.heading}
            </h2>
          )}
          <div className="work-description">
            {block.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      );
    case "image":
      return (
        <figure className="work-bleed">
          <Picture
            image={block.image}
            alt={block.alt}
            sizes={presetSizes.full}
            className="work-bleed-image"
          />
          {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
      );
    case "gallery":
      return <WorkGallery gallery={block} />;
    case "quote":
      return (
        <figure className="work-quote">
          <blockquote>
            <p>{block.text}</p>
          </blockquote>
          <figcaption>{block.by}</figcaption>
        </figure>
      );
    case "figures":
      return (
        <section
          className="work-figures-block"
          aria-labelledby={block.heading ? `block-${index}-heading` : undefined}
          aria-label={block.heading ? undefined : "In figures"}
        >
          {block.heading && (
            <h2 id={`block-${index}-heading`} className="work-section-heading">
              {block.heading}
            </h2>
          )}
          <Figures figures={block.figures} />
        </section>
      );
    case "loop":
      return <WorkLoop film={block} />;
    case "videos":
      return (
        <Suspense>
          <VideoRow row={block} />
        </Suspense>
      );
    case "chapter":
      return <Chapter chapter={block} />;
    case "approach":
      return (
        <section className="work-approach" aria-labelledby="approach-heading" data-approach="main">
          <h2 id="approach-heading" className="work-section-heading">
            Our Approach
          </h2>
          <ApproachAccordion panels={block.panels} />
        </section>
      );
    case "embed":
      return (
        <Suspense>
          <Embed block={block} />
        </Suspense>
      );
    case "result":
      return <Result study={study} block={block} />;
  }
}

export function StudyBlocks({ study }: { study: CaseStudy }) {
  return study.blocks.map((block, index) => (
    <Block key={`${block.type}-${index}`} study={study} block={block} index={index} />
  ));
}
