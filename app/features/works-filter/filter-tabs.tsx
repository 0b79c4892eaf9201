// The category tabs of the works list: toggle buttons (aria-pressed), "All" first, in the spec's
// order. Until the page is live they are links to `#category-…`, which filter the list by CSS.
import { useLayoutEffect, useRef } from "react";
import { filterFragment } from "./filter.ts";

export type FilterTabsProps<C extends string> = {
  categories: readonly C[];
  labels: Record<C, string>;
  selected: C | null;
  onChoose(category: C | null): void;
  /** Names the group for assistive technology. */
  label: string;
  /** React runs the filter: buttons; before that, links. */
  live: boolean;
};

export function FilterTabs<C extends string>({
  categories,
  labels,
  selected,
  onChoose,
  label,
  live,
}: FilterTabsProps<C>) {
  const group = useRef<HTMLDivElement>(null);
  // Which tab had the focus when the links handed over to the buttons (-1: none).
  const handedFocus = useRef(-1);
  useLayoutEffect(() => {
    const tabs = group.current?.children;
    if (!tabs) return;
    if (!live) handedFocus.current = [...tabs].indexOf(document.activeElement as Element);
    else {
      (tabs[handedFocus.current] as HTMLElement | undefined)?.focus();
      handedFocus.current = -1;
    }
  }, [live]);

  const tabs: { key: C | null; text: string }[] = [
    { key: null, text: "All" },
    ...categories.map((category) => ({ key: category, text: labels[category] })),
  ];
  return (
    <div className="filter-tabs" role="group" aria-label={label} ref={group}>
      {tabs.map(({ key, text }) =>
        live ? (
          <button
            key={key ?? "all"}
            type="button"
            className="filter-tab"
            aria-pressed={selected === key}
            data-category={key ?? "all"}
            onClick={() => onChoose(key)}
          >
            {text}
          </button>
        ) : (
          <a
            key={key ?? "all"}
            href={filterFragment(key)}
            className="filter-tab"
            data-category={key ?? "all"}
          >
            {text}
          </a>
        ),
      )}
    </div>
  );
}
