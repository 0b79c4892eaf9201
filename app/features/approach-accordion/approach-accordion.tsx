// 'Our Approach': three numbered panels, all closed at first; opening one closes the others.
// Closed panels keep their text in the HTML (hidden), so crawlers and find-in-page still read it.
// Before React runs the panels are <details> sharing a name, which the browser itself keeps to one
// open; hydration keeps the panel the visitor opened and turns them into disclosure buttons.
import { useId, useLayoutEffect, useRef, useState } from "react";
import { useHydrated } from "../../components/shell-context.tsx";
import { toggleOpenPanel } from "./accordion-state.ts";

export type ApproachPanel = { heading: string; paragraphs: readonly string[] };

export type ApproachAccordionProps = {
  panels: readonly ApproachPanel[];
  /** The level of each panel's heading, one below the section's. */
  headingLevel?: 3 | 4;
};

export function ApproachAccordion({ panels, headingLevel = 3 }: ApproachAccordionProps) {
  const [open, setOpen] = useState<number | null>(null);
  const enhanced = useHydrated();
  const ref = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  // Which panel's control had the focus when the <details> handed over (-1: none).
  const handedFocus = useRef(-1);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    if (!enhanced) {
      // Hydration: the panel opened before the scripts ran stays open, and keeps the focus.
      const items = [...root.children] as HTMLDetailsElement[];
      const opened = items.findIndex((item) => item.open);
      if (opened >= 0) setOpen(opened);
      handedFocus.current = items.findIndex((item) => item.contains(document.activeElement));
      return;
    }
    root.querySelectorAll("button")[handedFocus.current]?.focus();
    handedFocus.current = -1;
  }, [enhanced]);

  return (
    <div className="approach" ref={ref}>
      {panels.map((panel, index) => {
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        const expanded = open === index;
        const title = (
          <>
            <span className="approach-number" aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
            <span className="approach-title">{panel.heading}</span>
            <span className="approach-icon" aria-hidden="true" />
          </>
        );
        const text = panel.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>);
        if (!enhanced) {
          return (
            <details
              className="approach-item"
              name={baseId}
              key={panel.heading}
              // The visitor may open it before hydration: the browser's `open` is expected.
              suppressHydrationWarning
            >
              <summary className="approach-summary">
                <Heading className="approach-heading approach-toggle">{title}</Heading>
              </summary>
              <div className="approach-panel">{text}</div>
            </details>
          );
        }
        return (
          <div className={`approach-item${expanded ? " is-open" : ""}`} key={panel.heading}>
            <Heading className="approach-heading">
              <button
                type="button"
                id={buttonId}
                className="approach-button approach-toggle"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => toggleOpenPanel(current, index))}
              >
                {title}
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="approach-panel"
              hidden={!expanded}
            >
              {text}
            </div>
          </div>
        );
      })}
    </div>
  );
}
