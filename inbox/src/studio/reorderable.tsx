// A list an editor puts in order (an opening's duties, a study's blocks, paragraphs, pictures):
// each item moves up or down or goes with its own buttons, and focus stays on the button that
// moved it, in its new place, so a keyboard user can carry an item several steps. Where that
// button is gone (at the list's end), and after an item is added or removed, focus goes to the
// item's first field.
import { useEffect, useRef, useState } from "react";

export function useReorderable<T>(items: readonly T[], onChange: (next: T[]) => void) {
  const list = useRef<HTMLOListElement>(null);
  // Where focus goes after a change: [the item's place, which control ("" its first field)].
  const [focus, setFocus] = useState<[number, string] | null>(null);
  useEffect(() => {
    if (!focus) return;
    const [index, control] = focus;
    const item = list.current?.children[index];
    (
      (control ? item?.querySelector<HTMLElement>(control) : null) ??
      item?.querySelector<HTMLElement>("input, textarea, select")
    )?.focus();
    setFocus(null);
  }, [focus]);

  const move = (from: number, to: number, control: ".move-up" | ".move-down") => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
    const stays = control === ".move-up" ? to > 0 : to < items.length - 1;
    setFocus([to, stays ? control : ""]);
  };

  return {
    /** The list's element: its children are the items, in order. */
    list,
    add: (item: T) => {
      onChange([...items, item]);
      setFocus([items.length, ""]);
    },
    /** Item `index`'s buttons; `name` says which item they move ("duty 2", "paragraph 1"). */
    controls: (index: number, name: string, removable: boolean) => (
      <div className="actions">
        {index > 0 ? (
          <button
            type="button"
            className="button button--quiet move-up"
            aria-label={`Move ${name} up`}
            onClick={() => move(index, index - 1, ".move-up")}
          >
            ↑ Up
          </button>
        ) : null}
        {index < items.length - 1 ? (
          <button
            type="button"
            className="button button--quiet move-down"
            aria-label={`Move ${name} down`}
            onClick={() => move(index, index + 1, ".move-down")}
          >
            ↓ Down
          </button>
        ) : null}
        {removable ? (
          <button
            type="button"
            className="button button--quiet"
            aria-label={`Remove ${name}`}
            onClick={() => {
              onChange(items.filter((_, i) => i !== index));
              if (items.length > 1) setFocus([Math.max(0, index - 1), ""]);
            }}
          >
            Remove
          </button>
        ) : null}
      </div>
    ),
  };
}
