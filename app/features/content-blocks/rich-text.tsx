// Copy from app/content as text: runs of Malayalam script are wrapped in <span lang="ml">, so
// screen readers switch voice and the CSS sets them in the Malayalam face. Content stays plain strings.
import { Fragment } from "react";

// A run of Malayalam letters, allowing spaces and zero-width joiners between words of the run.
const MALAYALAM_RUN = /([\u0D00-\u0D7F]+(?:[\s\u200C\u200D]+[\u0D00-\u0D7F]+)*)/u;

export function RichText({ text }: { text: string }) {
  const parts = text.split(MALAYALAM_RUN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} lang="ml">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export function Paragraphs({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <>
      {items.map((text) => (
        <p key={text} className={className}>
          <RichText text={text} />
        </p>
      ))}
    </>
  );
}
