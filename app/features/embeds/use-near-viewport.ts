// True once the element has come within a margin of the viewport; nothing from a provider is requested before.
import { useEffect, useState, type RefObject } from "react";
import { NEAR_VIEWPORT_MARGIN } from "./constants.ts";

export function useNearViewport(
  ref: RefObject<Element | null>,
  rootMargin = NEAR_VIEWPORT_MARGIN,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    // Without IntersectionObserver (old browsers, jsdom) the embed counts as visible.
    if (typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near, rootMargin]);
  return near;
}
