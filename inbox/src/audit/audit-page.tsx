// The audit log (admins): who did what, newest first, paged.
import { useState } from "react";
import type { AuditPage as Page } from "#contracts/inbox.ts";
import { formatDateTime } from "../lib/format.ts";
import { PageHeading } from "../shell/page-heading.tsx";
import { useSession } from "../shell/session.tsx";
import { StatusLine, useStatus } from "../shell/status-line.tsx";
import { useLoaded } from "../shell/use-loaded.ts";
import { LoadMore } from "../shell/load-more.tsx";

/** The table's columns; on a phone each cell shows its column's name (data-label). */
const COLUMNS = ["When", "Who", "Action", "On", "Detail"] as const;

export function AuditPage() {
  const { api } = useSession();
  const [busy, setBusy] = useState(false);
  const { status, failed } = useStatus();
  const [page, setPage] = useLoaded<Page>((api) => api.audit(), failed);

  const loadMore = async () => {
    if (!page?.nextCursor) return;
    setBusy(true);
    try {
      const more = await api.audit(page.nextCursor);
      setPage({ items: [...page.items, ...more.items], nextCursor: more.nextCursor });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page">
      <PageHeading title="Audit log — Inbox">Audit log</PageHeading>
      <StatusLine status={status} />
      {page === null ? (
        status ? null : (
          <p className="loading">Loading…</p>
        )
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">
              What staff and the command line did, newest first
            </caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.items.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={COLUMNS[0]}>{formatDateTime(entry.at)}</td>
                  <td data-label={COLUMNS[1]} className="wrap">
                    {entry.actor}
                  </td>
                  <td data-label={COLUMNS[2]}>
                    <code>{entry.action}</code>
                  </td>
                  <td data-label={COLUMNS[3]} className="wrap">
                    {entry.target ?? "—"}
                  </td>
                  <td data-label={COLUMNS[4]} className="wrap">
                    {entry.detail ?? ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore more={Boolean(page?.nextCursor)} busy={busy} onLoad={loadMore} />
    </section>
  );
}
