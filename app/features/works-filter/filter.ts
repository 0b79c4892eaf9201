// The works filter's rules: which items a category shows, how a URL value becomes a category, and
// the two delays of the fade (spec §2 "Works page", §9).

/** After a tab is chosen every item fades out; after this long the non-matching ones are hidden. */
export const FILTER_HIDE_DELAY_MS = 300;
/** …and after this much longer the matching ones fade back in. */
export const FILTER_FADE_IN_DELAY_MS = 200;

/** The query parameter that carries the chosen category (shareable, survives a reload). */
export const FILTER_PARAM = "category";

const FRAGMENT = "#category-";

/**
 * Before scripts run a tab is a link to `#category-…` (All: `#category-all`), and the list filters
 * itself by CSS (`:target`, works.css); the scripts then read the same fragment (decision 0910).
 */
export const filterFragment = (category: string | null) => FRAGMENT + (category ?? "all");

/** The category a `#category-…` fragment names, if it names a known one. */
export const categoryFromFragment = <C extends string>(
  hash: string,
  categories: readonly C[],
): C | null =>
  hash.startsWith(FRAGMENT) ? parseCategory(hash.slice(FRAGMENT.length), categories) : null;

/**
 * Where the list is in a change of filter:
 * - `idle`: the shown items are fully visible;
 * - `fading-out`: every item is still displayed but fading out (the first 300 ms);
 * - `fading-in`: non-matching items are hidden, matching ones displayed but not yet faded in.
 */
export type FilterPhase = "idle" | "fading-out" | "fading-in";

/** A URL value names a category only if it is one of the known ones; anything else means all. */
export function parseCategory<C extends string>(
  value: string | null,
  categories: readonly C[],
): C | null {
  return value !== null && (categories as readonly string[]).includes(value) ? (value as C) : null;
}

/** Whether an item is shown under a filter (null = all). */
export const matchesFilter = <T extends { category: string }>(
  item: T,
  filter: T["category"] | null,
): boolean => filter === null || item.category === filter;

/** The items a filter shows, in list order. */
export const filterItems = <T extends { category: string }>(
  items: readonly T[],
  filter: T["category"] | null,
): T[] => items.filter((item) => matchesFilter(item, filter));
