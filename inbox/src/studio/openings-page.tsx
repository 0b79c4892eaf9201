// The Studio's openings (editors and admins): every opening the site has or will have, where
// each stands today, and which have an unpublished draft; a new one starts here.
import { Link } from "react-router";
import type { OpeningStatus, OpeningSummary } from "#contracts/studio.ts";
import type { Column } from "../shell/data-table.tsx";
import { draftCell, EntryList } from "./entry-list.tsx";
import { Tag } from "./entry-page.tsx";

export const STATUS_NAMES: Record<OpeningStatus, string> = {
  open: "Open",
  scheduled: "Not yet open",
  ended: "Past its last day",
  closed: "Closed",
  unpublished: "Not published",
};

const COLUMNS: readonly Column<OpeningSummary>[] = [
  {
    name: "Opening",
    wrap: true,
    cell: (opening) => <Link to={`/openings/${opening.slug}`}>{opening.title}</Link>,
  },
  {
    name: "On the site",
    cell: (opening) => <Tag standing={[opening.status, STATUS_NAMES[opening.status]]} />,
  },
  {
    name: "Open from – to",
    cell: (opening) => `${opening.datePosted} – ${opening.validThrough}`,
  },
  draftCell,
];

export function OpeningsPage() {
  return (
    <EntryList
      title="Openings"
      add={["/openings/new", "New opening"]}
      about="The jobs on the careers page. An opening shows from its first day to its last, unless you close it; changes are drafts until you publish them."
      load={(api) => api.openings()}
      rows={(list) => list.openings}
      caption="Every opening, by title"
      columns={COLUMNS}
      rowKey={(opening) => opening.slug}
    />
  );
}
