// The read more / read less toggle: the first paragraph always shows, the rest is in the page's
// HTML from the start (prerendered, readable by crawlers) and revealed by a real disclosure button.
import { useState, type ReactNode } from "react";
import "./read-more.css";

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
  const moreId = `${id}-more`;
  return (
    <div className="read-more" data-expanded={expanded ? "true" : "false"}>
      <div className="read-more-summary">{summary}</div>
      <div id={moreId} className="read-more-extra" hidden={!expanded}>
        {children}
      </div>
      <button
        type="button"
        className="read-more-button"
        aria-expanded={expanded}
        aria-controls={moreId}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? READ_MORE_LABELS.expanded : READ_MORE_LABELS.collapsed}
        {about ? <span className="visually-hidden">: {about}</span> : null}
        <span className="read-more-icon" aria-hidden="true" />
      </button>
    </div>
  );
}
