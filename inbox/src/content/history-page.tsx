// The Studio's first screen (editors and admins): the history of the site's content, every
// published revision newest first, who published it and when, and which one the site shows.
import type { ContentRevision } from "#contracts/inbox.ts";
import { formatDateTime, formatSize } from "../lib/format.ts";
import { type Column, DataTable } from "../shell/data-table.tsx";
import { PageHeading } from "../shell/page-heading.tsx";
import { StatusLine, useStatus } from "../shell/status-line.tsx";
import { useLoaded } from "../shell/use-loaded.ts";

const COLUMNS: readonly Column<ContentRevision>[] = [
  {
    name: "Revision",
    cell: (revision) => (
      <>
        {revision.number}
        {revision.live ? <span className="badge badge--live">live</span> : null}
      </>
    ),
  },
  {
    name: "Published",
    cell: (revision) =>
      revision.publishedAt === null ? "—" : formatDateTime(revision.publishedAt),
  },
  { name: "By", wrap: true, cell: (revision) => revision.author },
  { name: "Note", wrap: true, cell: (revision) => revision.note || "—" },
  {
    name: "Files",
    cell: (revision) => `${revision.files} (${formatSize(revision.bytes)})`,
  },
];

export function ContentHistoryPage() {
  const { status, failed } = useStatus();
  const [revisions] = useLoaded(async (api) => (await api.contentRevisions()).revisions, failed);

  return (
    <section className="page">
      <PageHeading title="Content history — Studio">Content history</PageHeading>
      <StatusLine status={status} />
      {revisions === null ? (
        status ? null : (
          <p className="loading">Loading…</p>
        )
      ) : revisions.length === 0 ? (
        <p>
          Nothing has been published yet: the server publishes the content folder when it first
          starts.
        </p>
      ) : (
        <DataTable
          caption="Every published version of the site's content, newest first"
          columns={COLUMNS}
          rows={revisions}
          rowKey={(revision) => String(revision.number)}
        />
      )}
    </section>
  );
}
