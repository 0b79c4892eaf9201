// Drives the works filter from the URL (?category=…): fade all out, swap after 300 ms, fade the
// matching items in after a further 200 ms; immediate under reduced motion and on page entry.
// A `#category-…` fragment (a tab followed before the scripts ran) counts like the query.
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { prefersReducedMotion } from "../../lib/motion.ts";
import {
  FILTER_FADE_IN_DELAY_MS,
  FILTER_HIDE_DELAY_MS,
  FILTER_PARAM,
  categoryFromFragment,
  parseCategory,
  type FilterPhase,
} from "./filter.ts";

// The prerendered HTML shows every item (CSS hides those a fragment filters out); the first render
// in the browser must match it, so the URL's filter is applied in an effect. Once the app has
// hydrated, a later visit (client-side navigation) may read the URL straight away.
let hydrated = false;

export type WorksFilter<C extends string> = {
  /** The tab that is pressed (the URL's category once the page is live). */
  selected: C | null;
  /** The category whose items are displayed (lags `selected` by 300 ms while fading). */
  shown: C | null;
  phase: FilterPhase;
  /** The page is hydrated and the URL's filter applied: the tabs are buttons, no longer links. */
  live: boolean;
  choose(category: C | null): void;
};

export function useWorksFilter<C extends string>(categories: readonly C[]): WorksFilter<C> {
  const [searchParams, setSearchParams] = useSearchParams();
  const { hash } = useLocation();
  const requested =
    parseCategory(searchParams.get(FILTER_PARAM), categories) ??
    categoryFromFragment(hash, categories);
  const [live, setLive] = useState(hydrated);
  const [shown, setShown] = useState<C | null>(hydrated ? requested : null);
  const [phase, setPhase] = useState<FilterPhase>("idle");
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  // The category the list is showing or moving to.
  const target = useRef(shown);

  useEffect(() => {
    hydrated = true;
    return () => timers.current.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    if (!live) {
      // Hydration: React takes the list over from CSS in one render, already filtered as the URL
      // asks, without animation.
      target.current = requested;
      setShown(requested);
      setLive(true);
      return;
    }
    if (requested === target.current) return;
    timers.current.forEach(clearTimeout);
    timers.current = [];
    target.current = requested;
    if (prefersReducedMotion()) {
      setShown(requested);
      setPhase("idle");
      return;
    }
    setPhase("fading-out");
    timers.current = [
      setTimeout(() => {
        setShown(requested);
        setPhase("fading-in");
      }, FILTER_HIDE_DELAY_MS),
      setTimeout(() => {
        setPhase("idle");
        timers.current = [];
      }, FILTER_HIDE_DELAY_MS + FILTER_FADE_IN_DELAY_MS),
    ];
  }, [live, requested]);

  const choose = useCallback(
    (category: C | null) => {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (category === null) next.delete(FILTER_PARAM);
          else next.set(FILTER_PARAM, category);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return { selected: live ? requested : null, shown, phase, live, choose };
}
