// Whether in-app links should animate the page change with the View Transitions API (decision
// 1008): only where the browser has it and the reader has not asked for less motion, so under
// prefers-reduced-motion no transition is even started. False until hydration, like the server's
// render, then follows the preference live.
import { useEffect, useState } from "react";

const REDUCE = "(prefers-reduced-motion: reduce)";

export function usePageTransitions(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    // Without matchMedia the preference cannot be read: no transitions (jsdom has none either).
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(REDUCE);
    const update = () => setOn(!query.matches && "startViewTransition" in document);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return on;
}
