// The read more / read less toggle: the first paragraph always shows, the rest is in the page's
// HTML from the start (prerendered, readable by crawlers) and revealed by a real disclosure button.
// Before React runs it is a <details> (its summary reads "Read less" once open), so it opens
// without scripts; hydration keeps it open if the visitor opened it.
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "../../components/shell-context.tsx";

export const READ_MORE_LABELS = { collapsed: "Read more", expanded: "Read less" } as const;

export type ReadMoreProps = {
  /** Unique on the page; the collapsed part gets the id `${id}-more`. */
  id: string;
  /** Always visible. */
  summary: ReactNode;
  /** Shown only after "Read more". */
  children: ReactNode;
  /** What the toggle is about, for screen readers when a page has several toggles. */
  about?: string;
};

export function ReadMore({ id, summary, children, about }: ReadMoreProps) {
  const [expanded, setExpanded] = useState(false);
  const enhanced = useHydrated();
  const details = useRef<HTMLDetailsElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const handedFocus = useRef(false);
  const moreId = `${id}-more`;
  const aboutText = about ? <span className="visually-hidden">: {about}</span> : null;
  const icon = <span className="read-more-icon" aria-hidden="true" />;

  useLayoutEffect(() => {
    if (enhanced) {
      if (handedFocus.current) button.current?.focus();
      handedFocus.current = false;
    } else if (details.current) {
      // Hydration: what the visitor opened (and focused) before the scripts ran stays so.
      if (details.current.open) setExpanded(true);
      handedFocus.current = details.current.contains(document.activeElement);
    }
  }, [enhanced]);

  if (!enhanced) {
    return (
      <div className="read-more">
        <div className="read-more-summary">{summary}</div>
        {/* The visitor may open it before hydration: the browser's `open` is expected. */}
        <details ref={details} className="read-more-details" suppressHydrationWarning>
          <summary className="read-more-button">
            <span className="read-more-collapsed">{READ_MORE_LABELS.collapsed}</span>
            <span className="read-more-expanded">{READ_MORE_LABELS.expanded}</span>
            {aboutText}
            {icon}
          </summary>
          <div id={moreId} className="read-more-extra">
            {children}
          </div>
        </details>
      </div>
    );
  }

  return (
    <div className="read-more" data-expanded={expanded ? "true" : "false"}>
      <div className="read-more-summary">{summary}</div>
      <div id={moreId} className="read-more-extra" hidden={!expanded}>
        {children}
      </div>
      <button
        ref={button}
        type="button"
        className="read-more-button"
        aria-expanded={expanded}
        aria-controls={moreId}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? READ_MORE_LABELS.expanded : READ_MORE_LABELS.collapsed}
        {aboutText}
        {icon}
      </button>
    </div>
  );
}
