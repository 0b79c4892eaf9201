// Scrolls to the top whenever a new page is entered: smoothly, or at once under reduced motion.
// Focus moves to the new page's <main> too, so keyboard and screen-reader users start there.
import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import { prefersReducedMotion } from "./motion.ts";
import type { RouteHandle } from "./route-handle.ts";

export function useScrollToTopOnEntry(): void {
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = (matches.at(-1)?.handle ?? {}) as RouteHandle;
  const selfScrolling = handle.scroll === "self";
  // A prerendered page is entered when the browser loads it, already at its top. Hydration comes later,
  // on a slow phone seconds later, and must not pull back a visitor who has started reading.
  const hydrating = useRef(true);

  useEffect(() => {
    if (hydrating.current) {
      hydrating.current = false;
      return;
    }
    // Without this the focus stays on the link that led here: lost with the old page (a home
    // tile), or left behind in the footer while the page scrolls to its top.
    document.getElementById("main")?.focus({ preventScroll: true });
    if (selfScrolling) return;
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" });
  }, [pathname, selfScrolling]);
}
