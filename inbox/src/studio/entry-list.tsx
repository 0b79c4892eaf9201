// The screen that lists a kind of Studio entry: its heading with the way to make a new one, what
// the list is, and the table once it has come; every list shows whose draft is waiting.
import { Link } from "react-router";
import type { DraftState } from "#contracts/studio.ts";
import type { InboxApi } from "../api/inbox-api.ts";
import { formatDateTime } from "../lib/format.ts";
import { type Column, DataTable } from "../shell/data-table.tsx";
import { PageHeading } from "../shell/page-heading.tsx";
import { StatusLine, useStatus } from "../shell/status-line.tsx";
import { useLoaded } from "../shell/use-loaded.ts";

/** Who saved an entry's unpublished draft, and when; a dash when there is none. */
export const draftCell: Column<{ draft: DraftState | null }> = {
  name: "Draft",
  wrap: true,
  cell: ({ draft }) =>
    draft ? `Saved by ${draft.author}, ${formatDateTime(draft.updatedAt)}` : "—",
};

type Props<List, Row> = {
  title: string;
  /** Where a new entry is made, and the link's words (none where the Studio makes none). */
  add?: readonly [to: string, label: string];
  about: string;
  /** The list, asked for once when the screen opens, and its entries as rows of the table. */
  load: (api: InboxApi) => Promise<List>;
  rows: (list: List) => readonly Row[];
  caption: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
};

export function EntryList<List, Row>({
  title,
  add,
  about,
  load,
  rows,
  ...table
}: Props<List, Row>) {
  const { status, failed } = useStatus();
  const [list] = useLoaded(load, failed);
  return (
    <section className="page">
      <div className="page__top">
        <PageHeading title={`${title} — Studio`}>{title}</PageHeading>
        {add ? (
          <Link className="button button--primary" to={add[0]}>
            {add[1]}
          </Link>
        ) : null}
      </div>
      <p className="muted">{about}</p>
      <StatusLine status={status} />
      {list === null ? (
        status ? null : (
          <p className="loading">Loading…</p>
        )
      ) : (
        <DataTable {...table} rows={rows(list)} />
      )}
    </section>
  );
}
