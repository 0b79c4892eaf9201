// The Studio's openings (editors and admins): every opening the site has or will have, where
// each stands today, and which have an unpublished draft; a new one starts here.
import { Link } from "react-router";
import type { OpeningList, OpeningStatus } from "#contracts/studio.ts";
import { formatDateTime } from "../lib/format.ts";
import { PageHeading } from "../shell/page-heading.tsx";
import { StatusLine, useStatus } from "../shell/status-line.tsx";
import { useLoaded } from "../shell/use-loaded.ts";

export const STATUS_NAMES: Record<OpeningStatus, string> = {
  open: "Open",
  scheduled: "Not yet open",
  ended: "Past its last day",
  closed: "Closed",
  unpublished: "Not published",
};

const COLUMNS = ["Opening", "On the site", "Open from – to", "Draft"] as const;

export function OpeningsPage() {
  const { status, failed } = useStatus();
  const [list] = useLoaded<OpeningList>((api) => api.openings(), failed);

  return (
    <section className="page">
      <div className="page__top">
        <PageHeading title="Openings — Studio">Openings</PageHeading>
        <Link className="button button--primary" to="/openings/new">
          New opening
        </Link>
      </div>
      <p className="muted">
        The jobs on the careers page. An opening shows from its first day to its last, unless you
        close it; changes are drafts until you publish them.
      </p>
      <StatusLine status={status} />
      {list === null ? (
        status ? null : (
          <p className="loading">Loading…</p>
        )
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Every opening, by title</caption>
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
              {list.openings.map((opening) => (
                <tr key={opening.slug}>
                  <td data-label={COLUMNS[0]} className="wrap">
                    <Link to={`/openings/${opening.slug}`}>{opening.title}</Link>
                  </td>
                  <td data-label={COLUMNS[1]}>
                    <span className={`tag tag--${opening.status}`}>
                      {STATUS_NAMES[opening.status]}
                    </span>
                  </td>
                  <td data-label={COLUMNS[2]}>
                    {opening.datePosted} – {opening.validThrough}
                  </td>
                  <td data-label={COLUMNS[3]} className="wrap">
                    {opening.draft
                      ? `Saved by ${opening.draft.author}, ${formatDateTime(opening.draft.updatedAt)}`
                      : "—"}
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
