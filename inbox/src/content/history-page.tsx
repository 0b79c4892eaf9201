// The Studio's first screen (editors and admins): the history of the site's content, every
// published revision newest first, who published it and when, and which one the site shows.
import { formatDateTime, formatSize } from "../lib/format.ts";
import { PageHeading } from "../shell/page-heading.tsx";
import { StatusLine, useStatus } from "../shell/status-line.tsx";
import { useLoaded } from "../shell/use-loaded.ts";

/** The table's columns; on a phone each cell shows its column's name (data-label). */
const COLUMNS = ["Revision", "Published", "By", "Note", "Files"] as const;

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
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">
              Every published version of the site's content, newest first
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
              {revisions.map((revision) => (
                <tr key={revision.number}>
                  <td data-label={COLUMNS[0]}>
                    {revision.number}
                    {revision.live ? <span className="badge badge--live">live</span> : null}
                  </td>
                  <td data-label={COLUMNS[1]}>
                    {revision.publishedAt === null ? "—" : formatDateTime(revision.publishedAt)}
                  </td>
                  <td data-label={COLUMNS[2]} className="wrap">
                    {revision.author}
                  </td>
                  <td data-label={COLUMNS[3]} className="wrap">
                    {revision.note || "—"}
                  </td>
                  <td data-label={COLUMNS[4]}>
                    {revision.files} ({formatSize(revision.bytes)})
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
