// Scrolls to the top whenever a new page is entered: smoothly, or at once under reduced motion.
import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { prefersReducedMotion } from "./motion.ts";
import type { RouteHandle } from "./route-handle.ts";

export function useScrollToTopOnEntry(): void {
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = (matches.at(-1)?.handle ?? {}) as RouteHandle;
  const selfScrolling = handle.scroll === "self";

  useEffect(() => {
    if (selfScrolling) return;
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" });
  }, [pathname, selfScrolling]);
}
