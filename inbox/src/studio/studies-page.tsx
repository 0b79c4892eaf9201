// The Studio's case studies (editors and admins): every study on the works list, in its order,
// with its category, whether the site has it, and who has unpublished changes; a new one starts here.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { StudyList } from "#contracts/studio.ts";
import { formatDateTime } from "../lib/format.ts";
import { PageHeading } from "../shell/page-heading.tsx";
import { useSession } from "../shell/session.tsx";
import { StatusLine, useStatus } from "../shell/status-line.tsx";

const COLUMNS = ["Case study", "Category", "On the site", "Draft"] as const;

export function StudiesPage() {
  const { api } = useSession();
  const [list, setList] = useState<StudyList | null>(null);
  const { status, failed } = useStatus();

  useEffect(() => {
    let live = true;
    api.studies().then(
      (found) => live && setList(found),
      (error: unknown) => live && failed(error),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per visit
  }, [api]);

  return (
    <section className="page">
      <div className="page__top">
        <PageHeading title="Case studies — Studio">Case studies</PageHeading>
        <Link className="button button--primary" to="/studies/new">
          New case study
        </Link>
      </div>
      <p className="muted">
        The works list, in its order. A study is a page of blocks with its pictures and films;
        changes are drafts until you publish them.
      </p>
      <StatusLine status={status} />
      {list === null ? (
        status ? null : (
          <p className="loading">Loading…</p>
        )
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">
              Every case study, in the works list's order
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
              {list.studies.map((study) => (
                <tr key={study.folder}>
                  <td data-label={COLUMNS[0]} className="wrap">
                    <Link to={`/studies/${study.folder}`}>
                      {study.client || study.folder}
                      {study.title ? ` — ${study.title}` : ""}
                    </Link>
                  </td>
                  <td data-label={COLUMNS[1]}>{study.category}</td>
                  <td data-label={COLUMNS[2]}>
                    <span
                      className={`tag tag--${study.status === "published" ? "open" : "unpublished"}`}
                    >
                      {study.status === "published" ? "Published" : "Not published"}
                    </span>
                  </td>
                  <td data-label={COLUMNS[3]} className="wrap">
                    {study.draft
                      ? `Saved by ${study.draft.author}, ${formatDateTime(study.draft.updatedAt)}`
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
