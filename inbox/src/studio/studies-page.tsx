// The Studio's case studies (editors and admins): every study on the works list, in its order,
// with its category, whether the site has it, and who has unpublished changes; a new one starts here.
import { Link } from "react-router";
import type { StudySummary } from "#contracts/studio.ts";
import type { Column } from "../shell/data-table.tsx";
import { publishedStanding, Tag } from "./entry-page.tsx";
import { draftCell, EntryList } from "./entry-list.tsx";

const COLUMNS: readonly Column<StudySummary>[] = [
  {
    name: "Case study",
    wrap: true,
    cell: (study) => (
      <Link to={`/studies/${study.folder}`}>
        {study.client || study.folder}
        {study.title ? ` — ${study.title}` : ""}
      </Link>
    ),
  },
  { name: "Category", cell: (study) => study.category },
  {
    name: "On the site",
    cell: (study) => <Tag standing={publishedStanding(study.status === "published")} />,
  },
  draftCell,
];

export function StudiesPage() {
  return (
    <EntryList
      title="Case studies"
      add={["/studies/new", "New case study"]}
      about="The works list, in its order. A study is a page of blocks with its pictures and films; changes are drafts until you publish them."
      load={(api) => api.studies()}
      rows={(list) => list.studies}
      caption="Every case study, in the works list's order"
      columns={COLUMNS}
      rowKey={(study) => study.folder}
    />
  );
}
