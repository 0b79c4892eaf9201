// The audit log (admins): who did what, newest first, paged.
import { useState } from "react";
import type { AuditPage as Page } from "#contracts/inbox.ts";
import { formatDateTime } from "../lib/format.ts";
import { type Column, DataTable } from "../shell/data-table.tsx";
import { PageHeading } from "../shell/page-heading.tsx";
import { useSession } from "../shell/session.tsx";
import { StatusLine, useStatus } from "../shell/status-line.tsx";
import { useLoaded } from "../shell/use-loaded.ts";
import { LoadMore } from "../shell/load-more.tsx";

const COLUMNS: readonly Column<Page["items"][number]>[] = [
  { name: "When", cell: (entry) => formatDateTime(entry.at) },
  { name: "Who", wrap: true, cell: (entry) => entry.actor },
  { name: "Action", cell: (entry) => <code>{entry.action}</code> },
  { name: "On", wrap: true, cell: (entry) => entry.target ?? "—" },
  { name: "Detail", wrap: true, cell: (entry) => entry.detail ?? "" },
];

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
        <DataTable
          caption="What staff and the command line did, newest first"
          columns={COLUMNS}
          rows={page.items}
          rowKey={(entry) => entry.id}
        />
      )}
      <LoadMore more={Boolean(page?.nextCursor)} busy={busy} onLoad={loadMore} />
    </section>
  );
}
