// Changes to part of the published content, as the Studio makes them (decision 1304): a change
// names the revision it was begun on, is refused when someone else has since changed the same
// files, is checked whole before it goes live, and becomes the next revision. Every part of the
// tree has a history, and any earlier state of it can be brought back as a new revision.
import {
  type ContentStore,
  ContentConflictError,
  type Recorded,
  type Revision,
  type Scope,
  StalePublishError,
} from "./content-store.ts";
import { checkFiles, type ContentFile } from "./content-tree.ts";

export type ContentChange = {
  /** Files to write, new or replacing. */
  put?: readonly ContentFile[];
  /** Paths to remove. */
  remove?: readonly string[];
};

export type By = { author: string; note?: string };

const sameHashes = (a: Map<string, string> | undefined, b: Map<string, string> | undefined) => {
  const x = a ?? new Map<string, string>();
  const y = b ?? new Map<string, string>();
  return x.size === y.size && [...x].every(([path, hash]) => y.get(path) === hash);
};

/**
 * Publishes `change` on top of the published content. `base` is the revision the editor began
 * from: when others have published since, the change still goes in unless one of them changed a
 * file it touches, and then it is refused (ContentConflictError) rather than overwriting theirs.
 * The whole resulting tree is checked as the build checks content/ (a ContentFileError names the
 * file and field) before anything is stored.
 */
export async function publishChange(
  store: ContentStore,
  change: ContentChange,
  by: By & { base: number },
): Promise<Recorded> {
  // Another change may go live between this one's check and its publication; then this one is
  // looked at again on top of it (and refused only if they touch the same files).
  for (let attempt = 1; ; attempt++) {
    try {
      return await publishOnce(store, change, by);
    } catch (error) {
      if (!(error instanceof StalePublishError) || attempt === 5) throw error;
    }
  }
}

async function publishOnce(
  store: ContentStore,
  change: ContentChange,
  by: By & { base: number },
): Promise<Recorded> {
  const current = await store.published();
  if (!current) throw new ContentConflictError("The content store is empty; import content first");
  const touched = [...(change.put ?? []).map((file) => file.path), ...(change.remove ?? [])];
  if (!Number.isInteger(by.base) || by.base < 1 || by.base > current.number)
    throw new ContentConflictError(`There is no revision ${by.base} to begin from`);
  if (current.number !== by.base) {
    const hashes = await store.scopeHashes({ paths: touched });
    const theirs = (await store.log(current.number - by.base)).find(
      (revision) =>
        revision.number > by.base &&
        revision.publishedAt !== null &&
        touched.some(
          (path) => hashes.get(revision.number)?.get(path) !== hashes.get(by.base)?.get(path),
        ),
    );
    if (theirs)
      throw new ContentConflictError(
        `${theirs.author} changed this at revision ${theirs.number} after you began; reload to see their version, then make your change again`,
      );
  }
  const put = new Map((change.put ?? []).map((file) => [file.path, file]));
  const gone = new Set(change.remove ?? []);
  const files = (await store.files(current.number)).filter(
    (file) => !put.has(file.path) && !gone.has(file.path),
  );
  files.push(...put.values());
  checkFiles(files);
  return store.publish(files, { author: by.author, note: by.note ?? "", after: current.number });
}

export type HistoryEntry = Revision & { change: "added" | "changed" | "removed" };

/** The published revisions that changed anything under `scope`, newest first. */
export async function history(store: ContentStore, scope: Scope): Promise<HistoryEntry[]> {
  const current = await store.published();
  if (!current) return [];
  const hashes = await store.scopeHashes(scope);
  const revisions = (await store.log(current.number)).filter((r) => r.publishedAt !== null);
  const entries: HistoryEntry[] = [];
  let before: Map<string, string> | undefined;
  for (const revision of revisions.reverse()) {
    const now = hashes.get(revision.number);
    if (!sameHashes(before, now))
      entries.push({
        ...revision,
        change: !before?.size ? "added" : !now?.size ? "removed" : "changed",
      });
    before = now;
  }
  return entries.reverse();
}

/**
 * Brings `scope` back to what it was at revision `to`, as the next revision (the history keeps
 * what is undone). Files of the scope that revision did not have are removed.
 */
export async function revert(
  store: ContentStore,
  scope: Scope,
  to: number,
  by: By & { base: number },
): Promise<Recorded> {
  if (!(await store.revision(to))) throw new ContentConflictError(`There is no revision ${to}`);
  const hashes = await store.scopeHashes(scope);
  const then = hashes.get(to) ?? new Map<string, string>();
  const current = await store.published();
  const nowPaths = [...(hashes.get(current?.number ?? 0)?.keys() ?? [])];
  const old = (await store.files(to)).filter((file) => then.has(file.path));
  return publishChange(
    store,
    { put: old, remove: nowPaths.filter((path) => !then.has(path)) },
    { author: by.author, note: by.note ?? `back to revision ${to}`, base: by.base },
  );
}
