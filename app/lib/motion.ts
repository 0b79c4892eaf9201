// Motion preferences and timings shared by every animated piece of the site.
export const prefersReducedMotion = (): boolean =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** How long a home tile's slide/open animation runs before the site navigates (matches global.css). */
export const TILE_ANIMATION_MS = 700;
