// The items of the works list (spec §2 "Works page"): thumbnail, client title, category and where
// each links, in the studies' order, each study's items as its file lists them. The Palm Tree
// campaign appears through its lessgo and onam links, and two works are also listed by a section
// of their own (docs/decisions/0501-sixteen-works.md).
import type { WorkIndexEntry, WorkItem } from "./work-list.schema.ts";

/** The works list's items, from the works' index in its order. */
export const workItemsOf = (index: readonly WorkIndexEntry[]): WorkItem[] =>
  index.flatMap((work) => work.listing);

/** How many other works a case study shows: one row at desktop, three of two on a phone. */
export const OTHER_WORKS_SHOWN = 6;

/**
 * The other works a case study lists: never an item of the current work (by workID, spec §2);
 * those of the same category first, then the list from just after the current work onwards (so
 * neighbouring studies suggest different works), six in all, each work once. All fifteen read as
 * a sitemap, and the works page is one link away (decision 1002).
 */
export function otherWorks(
  workId: number,
  items: readonly WorkItem[],
  shown = OTHER_WORKS_SHOWN,
): WorkItem[] {
  const own = items.filter((entry) => entry.workId === workId);
  const start = own.length ? items.indexOf(own[own.length - 1]!) + 1 : 0;
  const rotated = [...items.slice(start), ...items.slice(0, start)].filter(
    (entry) => entry.workId !== workId,
  );
  const categories = new Set(own.map((entry) => entry.category));
  const ordered = [
    ...rotated.filter((entry) => categories.has(entry.category)),
    ...rotated.filter((entry) => !categories.has(entry.category)),
  ];
  const picked: WorkItem[] = [];
  const works = new Set<number>();
  for (const entry of ordered) {
    if (picked.length === shown) break;
    if (works.has(entry.workId)) continue;
    works.add(entry.workId);
    picked.push(entry);
  }
  return picked;
}

/**
 * A client's chapters: every item of the works list that shows work for `client`, in the list's
 * order, when they come from more than one study (Palm Tree's media, campaigns and communication
 * read as one story, issue 30); none when the client has one study.
 */
export function clientChapters(client: string, items: readonly WorkItem[]): WorkItem[] {
  const chapters = items.filter((item) => item.client === client);
  return new Set(chapters.map((item) => item.workId)).size > 1 ? chapters : [];
}
