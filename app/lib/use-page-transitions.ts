// Whether in-app links should animate the page change with the View Transitions API (decision
// 1008): only where the browser has it and the reader has not asked for less motion, so under
// prefers-reduced-motion no transition is even started. False in the server's render and while
// hydrating, then follows the preference live. An external store rather than an effect: the
// first answer comes in the same render right after hydration as every other widget's switch
// (app/components/shell-context.tsx), not in a later one a quick click could beat.
import { useSyncExternalStore } from "react";

const REDUCE = "(prefers-reduced-motion: reduce)";

// Without matchMedia the preference cannot be read: no transitions (jsdom has none either).
const query = () => (typeof window.matchMedia === "function" ? window.matchMedia(REDUCE) : null);

function subscribe(changed: () => void) {
  const reduce = query();
  reduce?.addEventListener("change", changed);
  return () => reduce?.removeEventListener("change", changed);
}

const wanted = () => {
  const reduce = query();
  return reduce !== null && !reduce.matches && "startViewTransition" in document;
};

export function usePageTransitions(): boolean {
  return useSyncExternalStore(subscribe, wanted, () => false);
}
