// Whether the browser can animate a page change with the View Transitions API and the reader has
// not asked for less motion (decision 1008); read by the shell (app/components/shell-context.tsx).

const REDUCE = "(prefers-reduced-motion: reduce)";

// Without matchMedia the preference cannot be read: no transitions (jsdom has none either).
const query = () => (typeof window.matchMedia === "function" ? window.matchMedia(REDUCE) : null);

export function pageTransitionsWanted(): boolean {
  const reduce = query();
  return reduce !== null && !reduce.matches && "startViewTransition" in document;
}

/** Calls `changed` whenever the reader's motion preference changes; returns the unsubscribe. */
export function watchPageTransitions(changed: () => void): () => void {
  const reduce = query();
  reduce?.addEventListener("change", changed);
  return () => reduce?.removeEventListener("change", changed);
}
