// The case-study template every work page renders (./case-study.tsx hands it the study its loader
// read): the first screen from the hero block, the study's other blocks in their order
// (./study-blocks.tsx), then the client's other chapters, Previous/Next project and other works.
import type { CSSProperties } from "react";
import { useParams } from "react-router";
import { JsonLd } from "../../components/json-ld.tsx";
import { Picture } from "../../components/picture.tsx";
import { categoryBadgeImages, resultBadgeImage } from "../../content/works/badges.ts";
import type { BlockOf, CaseStudy } from "../../content/works/case-study.schema.ts";
import { categoryLabels } from "../../content/works/categories.ts";
import type { WorkItem } from "../../content/works/work-list.schema.ts";
import { ProjectNav } from "../../features/project-nav/project-nav.tsx";
import { filterFragment } from "../../features/works-filter/filter.ts";
import { presetSizes } from "../../lib/images.ts";
import { pageMeta, type SiteNames } from "../../lib/meta.ts";
import { useSite } from "../../lib/site-identity.ts";
import { TransitionLink } from "../../components/transition-link.tsx";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { caseStudyStructuredData } from "./case-study-structured-data.ts";
import { EntryScroll } from "./entry-scroll.tsx";
import { StudyBlocks } from "./study-blocks.tsx";

// Every case study scrolls itself on entry (./entry-scroll.tsx).
export const caseStudyHandle: RouteHandle = { bodyClass: "single-work-page", scroll: "self" };

/**
 * A case study's route `meta`: its own title, description and canonical path. A section's own
 * address (/works/campaign/palmtree/onam) is its own canonical page, shared and indexed as itself.
 */
export function caseStudyMeta(study: CaseStudy, site: SiteNames, id?: string) {
  const section = id ? study.sections?.[id] : undefined;
  return pageMeta(
    {
      title: `${study.client}: ${study.title}${section ? ` — ${section}` : ""}`,
      description: study.metaDescription,
      path: section ? `${study.path}/${id}` : study.path,
    },
    site,
  );
}

/** The client's colours as the custom properties works.css reads (--client-ground, …). */
export const themeStyle = (theme: CaseStudy["theme"]) =>
  ({
    "--client-ground": theme.ground,
    "--client-ink": theme.ink,
    "--client-accent": theme.accent,
  }) as CSSProperties;

/** The study's hero block: the schema makes it the first. */
export const heroOf = (study: CaseStudy) => study.blocks[0] as BlockOf<"hero">;

/** A neighbour in the project ring: its address and its name. */
export type NamedLink = { href: string; name: string };

export function CaseStudyTemplate({
  study,
  neighbours,
  chapters = [],
  others,
}: {
  study: CaseStudy;
  /** Previous and Next project (./case-study.tsx works them out from the index). */
  neighbours: { previous: NamedLink; next: NamedLink };
  /** Every works-list item of this client when it has more than one study, this page's among them. */
  chapters?: readonly WorkItem[];
  /** The other works listed under the study. */
  others: readonly WorkItem[];
}) {
  const { id } = useParams();
  const category = categoryLabels[study.category];
  const site = useSite();
  const { breadcrumb, creativeWork } = caseStudyStructuredData(study, site);
  const hero = heroOf(study);

  return (
    <article className="case-study" data-work-id={study.workId} style={themeStyle(study.theme)}>
      {/* The first screen: the study's own key visual, cropped to fill it around its focus, and
          the words under it on the client's ground, never over the work (decision 1202). */}
      <header
        className="work-hero"
        style={hero.focus ? ({ "--hero-focus": hero.focus } as CSSProperties) : undefined}
      >
        <div className="work-hero-panel">
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <ol>
              <li>
                <TransitionLink to="/">Home</TransitionLink>
              </li>
              <li>
                <TransitionLink to="/works">Works</TransitionLink>
              </li>
              <li>
                {/* The fragment filters the list with or without scripts (decision 0910). */}
                <TransitionLink to={`/works${filterFragment(study.category)}`}>
                  {category}
                </TransitionLink>
              </li>
              <li>
                <span aria-current="page">{study.client}</span>
              </li>
            </ol>
          </nav>
          <h1 className="work-client">{study.client}</h1>
          <p className="work-title">{study.title}</p>
          <ul className="work-badges" aria-label="Badges">
            <li className="work-badge">
              <Picture
                image={categoryBadgeImages[study.category]}
                decorative
                sizes={presetSizes.badge}
                className="work-badge-image"
              />
              <span className="work-badge-text">
                <span className="work-badge-kind">Category</span> {category}
              </span>
            </li>
            <li className="work-badge work-badge--result">
              <Picture
                image={resultBadgeImage}
                decorative
                sizes={presetSizes.badge}
                className="work-badge-image"
              />
              <span className="work-badge-text">
                <span className="work-badge-kind">Result</span> {study.resultBadge}
              </span>
            </li>
          </ul>
        </div>
        <Picture
          image={hero.image}
          alt={hero.alt}
          sizes={presetSizes.full}
          priority
          className="work-hero-image"
          pictureClassName="work-hero-picture"
        />
      </header>

      <StudyBlocks study={study} />

      {chapters.length > 0 && (
        <ClientChapters
          client={study.client}
          chapters={chapters}
          current={id ? `${study.path}/${id}` : study.path}
        />
      )}

      <ProjectNav previous={neighbours.previous} next={neighbours.next} allHref="/works" />

      <section className="other-works" aria-labelledby="other-works-heading">
        <h2 id="other-works-heading" className="work-section-heading">
          Other works
        </h2>
        <ul className="other-works-list">
          {others.map((item) => (
            <li key={item.id} className="other-work" data-work-id={item.workId}>
              <TransitionLink to={item.href} className="other-work-link">
                <Picture
                  image={item.thumbnail.image}
                  alt={item.thumbnail.alt}
                  sizes="(min-width: 80rem) 24rem, (min-width: 48rem) 30vw, 45vw"
                  className="other-work-image"
                />
                <span className="other-work-category">{categoryLabels[item.category]}</span>
                <span className="other-work-title">{item.project}</span>
                <span className="other-work-client">{item.client}</span>
              </TransitionLink>
            </li>
          ))}
        </ul>
      </section>

      <JsonLd data={breadcrumb} />
      <JsonLd data={creativeWork} />
      <EntryScroll sectionId={id} />
    </article>
  );
}

/**
 * The client's story in chapters: each of its works-list items in order, this page's marked as
 * the current one, the others linked (Palm Tree's four routes read as one story).
 */
function ClientChapters({
  client,
  chapters,
  current,
}: {
  client: string;
  chapters: readonly WorkItem[];
  current: string;
}) {
  return (
    <nav className="client-chapters" aria-labelledby="client-chapters-heading">
      <h2 id="client-chapters-heading" className="client-chapters-heading">
        More of {client}’s story
      </h2>
      <ol className="client-chapters-list">
        {chapters.map((item) => {
          const here = item.href === current;
          return (
            <li key={item.id} className="client-chapter">
              <TransitionLink
                to={item.href}
                className="client-chapter-link"
                aria-current={here ? "page" : undefined}
              >
                <span className="client-chapter-category">{categoryLabels[item.category]}</span>
                <span className="client-chapter-title">{item.project}</span>
              </TransitionLink>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
