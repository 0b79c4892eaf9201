// An entry's history in the Studio: each revision that changed it, newest first, with who and
// when, which one the site shows, and a way to bring back any other.
import type { EntryHistoryItem } from "#contracts/studio.ts";
import { formatDateTime } from "../lib/format.ts";

type Props = {
  items: readonly EntryHistoryItem[];
  busy: boolean;
  onRevert: (revision: number) => void;
};

export function EntryHistory({ items, busy, onRevert }: Props) {
  if (!items.length) return null;
  return (
    <section className="panel" aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      <ol className="plain-list">
        {items.map((item) => (
          <li key={item.number} className="history-item">
            <span>
              Revision {item.number}, {item.change}
              {item.publishedAt ? ` ${formatDateTime(item.publishedAt)}` : ""} by{" "}
              <span className="wrap">{item.author}</span>
              {item.current ? <span className="badge badge--live">on the site</span> : null}
            </span>
            {item.current || item.change === "removed" ? null : (
              <button
                type="button"
                className="button button--quiet"
                disabled={busy}
                onClick={() => onRevert(item.number)}
              >
                Bring back revision {item.number}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
