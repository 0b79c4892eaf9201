// The category tabs of the works list: toggle buttons (aria-pressed), "All" first, in the spec's order.
export type FilterTabsProps<C extends string> = {
  categories: readonly C[];
  labels: Record<C, string>;
  selected: C | null;
  onChoose(category: C | null): void;
  /** Names the group for assistive technology. */
  label: string;
};

export function FilterTabs<C extends string>({
  categories,
  labels,
  selected,
  onChoose,
  label,
}: FilterTabsProps<C>) {
  const tabs: { key: C | null; text: string }[] = [
    { key: null, text: "All" },
    ...categories.map((category) => ({ key: category, text: labels[category] })),
  ];
  return (
    <div className="filter-tabs" role="group" aria-label={label}>
      {tabs.map(({ key, text }) => (
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
      ))}
    </div>
  );
}
