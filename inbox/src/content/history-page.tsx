// The Studio's first screen (editors and admins): the history of the site's content, every
// published revision newest first, who published it and when, and which one the site shows.
import { useEffect, useState } from "react";
import type { ContentRevision } from "#contracts/inbox.ts";
import { formatDateTime, formatSize } from "../lib/format.ts";
import { PageHeading } from "../shell/page-heading.tsx";
import { useSession } from "../shell/session.tsx";
import { StatusLine, useStatus } from "../shell/status-line.tsx";

/** The table's columns; on a phone each cell shows its column's name (data-label). */
const COLUMNS = ["Revision", "Published", "By", "Note", "Files"] as const;

export function ContentHistoryPage() {
  const { api } = useSession();
  const [revisions, setRevisions] = useState<ContentRevision[] | null>(null);
  const { status, failed } = useStatus();

  useEffect(() => {
    let live = true;
    api.contentRevisions().then(
      (found) => live && setRevisions(found.revisions),
      (error: unknown) => live && failed(error),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per visit
  }, [api]);

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
