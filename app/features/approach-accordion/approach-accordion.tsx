// 'Our Approach': three numbered panels, all closed at first; opening one closes the others.
// Closed panels keep their text in the HTML (hidden), so crawlers and find-in-page still read it.
import { useId, useState } from "react";
import { toggleOpenPanel } from "./accordion-state.ts";

export type ApproachPanel = { heading: string; paragraphs: readonly string[] };

export type ApproachAccordionProps = {
  panels: readonly ApproachPanel[];
  /** The level of each panel's heading, one below the section's. */
  headingLevel?: 3 | 4;
};

export function ApproachAccordion({ panels, headingLevel = 3 }: ApproachAccordionProps) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="approach">
      {panels.map((panel, index) => {
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        const expanded = open === index;
        return (
          <div className={`approach-item${expanded ? " is-open" : ""}`} key={panel.heading}>
            <Heading className="approach-heading">
              <button
                type="button"
                id={buttonId}
                className="approach-button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => toggleOpenPanel(current, index))}
              >
                <span className="approach-number" aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <span className="approach-title">{panel.heading}</span>
                <span className="approach-icon" aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="approach-panel"
              hidden={!expanded}
            >
              {panel.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
