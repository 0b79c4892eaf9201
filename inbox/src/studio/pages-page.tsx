// The Studio's pages (editors and admins): every written-out page and every service page, with
// its address, who last published it and when, and whose draft is waiting. Pages are not added
// here: a new page is a developer's change, with its route.
import { Link } from "react-router";
import type { PageSummary } from "#contracts/studio.ts";
import { formatDateTime } from "../lib/format.ts";
import type { Column } from "../shell/data-table.tsx";
import { draftCell, EntryList } from "./entry-list.tsx";

const COLUMNS: readonly Column<PageSummary>[] = [
  {
    name: "Page",
    wrap: true,
    cell: (page) => <Link to={`/pages/${page.key}`}>{page.title}</Link>,
  },
  {
    name: "Address",
    wrap: true,
    cell: (page) => `/old${page.address === "/" ? "/" : page.address}`,
  },
  {
    name: "Last published",
    wrap: true,
    cell: ({ lastPublished: last }) =>
      last ? `${last.at === null ? "" : `${formatDateTime(last.at)}, `}by ${last.by}` : "—",
  },
  draftCell,
];

export function PagesPage() {
  return (
    <EntryList
      title="Pages"
      about="Each page's title, description and sharing picture, and its words: the written-out pages first, then the service pages. Changes are drafts until you publish them."
      load={(api) => api.pages()}
      rows={(list) => list.pages}
      caption="Every page whose words the Studio edits"
      columns={COLUMNS}
      rowKey={(page) => page.key}
    />
  );
}
