// A static craft page (Unbranding, Unadvertising, Content & Stories): hero, sections, figures
// from real work and one next step.
import type { CraftPage as CraftPageContent } from "../../content/services.schema.ts";
import type { PagePath } from "../../content/pages.ts";
import { ButtonLink } from "./button-link.tsx";
import { ContentSection } from "./content-section.tsx";
import { Figures } from "./figures.tsx";
import { PageHero, heroSizes } from "./page-hero.tsx";

export function CraftPage({
  path,
  content,
  tone,
}: {
  path: PagePath;
  content: CraftPageContent;
  tone: "cream" | "ink" | "gold" | "teal";
}) {
  return (
    <div className="craft-page">
      <PageHero path={path} picture={content.hero} sizes={heroSizes} tone={tone} />
      {content.sections.map((section) => (
        <ContentSection key={section.id} section={section} />
      ))}
      <Figures id="from-our-work" heading={content.figuresHeading} figures={content.figures} />
      <p className="next-step">
        <ButtonLink action={content.next} />
      </p>
    </div>
  );
}
