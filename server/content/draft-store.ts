// The Studio's drafts (decision 1311): an entry's change that is not yet published, kept in the
// database so that every server sees it and a backup carries it. One draft per entry ("jobs/
// ui-ux-designer"); it names the published revision it was begun on, which publishing gives to
// publishChange (a newer change by someone else to the same files is refused there). Each save
// counts a version: a save made on an older version than the stored one is refused, so two
// editors on one entry never overwrite each other silently.
import { createHash } from "node:crypto";
import type { Database } from "../db/database.ts";
import { ContentConflictError } from "./content-store.ts";
import { type ContentFile, ContentTreeError, isSafeContentPath } from "./content-tree.ts";

export type DraftInfo = {
  entry: string;
  /** The published revision it was begun on. */
  base: number;
  /** 1 for the first save, then one more with every save. */
  version: number;
  author: string;
  updatedAt: number;
};

export type Draft = DraftInfo & {
  /** Files the draft writes, new or replacing. */
  put: ContentFile[];
  /** Published paths the draft removes. */
  remove: string[];
};

export type DraftChange = { base: number; put: readonly ContentFile[]; remove: readonly string[] };

export interface DraftStore {
  get(entry: string): Promise<Draft | null>;
  /** The drafts whose entry starts with `prefix` ("jobs/"), without their files. */
  list(prefix: string): Promise<DraftInfo[]>;
  /**
   * Stores `change` as the entry's draft. `version` is the draft's version the editor began from
   * (0 for none): when the stored one differs, someone else saved or published meanwhile, and a
   * ContentConflictError says who.
   */
  save(
    entry: string,
    change: DraftChange,
    by: { author: string; version: number },
    now?: number,
  ): Promise<Draft>;
  /** Removes the draft if it is still at `version` (any version when undefined). */
  discard(entry: string, version?: number): Promise<boolean>;
}

type DraftRow = {
  entry: string;
  base: number | string;
  version: number | string;
  author: string;
  updated_at: number | string;
  removes: string;
};

const infoOf = (row: DraftRow): DraftInfo => ({
  entry: row.entry,
  base: Number(row.base),
  version: Number(row.version),
  author: row.author,
  updatedAt: Number(row.updated_at),
});

const sha256 = (body: Buffer) => createHash("sha256").update(body).digest("hex");

/** A kind's folder and the entry's name in it: "jobs/ui-ux-designer", "services/digital-marketing/seo". */
const ENTRY = /^[a-z]+(\/[a-z0-9][a-z0-9-]*)+$/;

export function createDraftStore(db: Database): DraftStore {
  async function read(q: Pick<Database, "query">, entry: string): Promise<Draft | null> {
    const [row] = await q.query<DraftRow>("SELECT * FROM content_drafts WHERE entry = ?", [entry]);
    if (!row) return null;
    const files = await q.query<{ path: string; body: Buffer | Uint8Array }>(
      `SELECT f.path, b.body FROM content_draft_files f
       JOIN content_blobs b ON b.sha256 = f.sha256 WHERE f.entry = ? ORDER BY f.path`,
      [entry],
    );
    return {
      ...infoOf(row),
      put: files.map((file) => ({ path: file.path, body: Buffer.from(file.body) })),
      remove: JSON.parse(row.removes) as string[],
    };
  }

  return {
    get: (entry) => read(db, entry),

    async list(prefix) {
      const rows = await db.query<DraftRow>(
        "SELECT * FROM content_drafts WHERE substr(entry, 1, ?) = ? ORDER BY entry",
        [prefix.length, prefix],
      );
      return rows.map(infoOf);
    },

    async save(entry, change, by, now = Date.now()) {
      if (!ENTRY.test(entry)) throw new ContentTreeError(`${entry}: not an entry's name`);
      for (const path of [...change.put.map((file) => file.path), ...change.remove])
        if (!isSafeContentPath(path) || path === "README.md")
          throw new ContentTreeError(`${path}: not a path the content store keeps`);
      return db.transaction(async (tx) => {
        const [row] = await tx.query<DraftRow>("SELECT * FROM content_drafts WHERE entry = ?", [
          entry,
        ]);
        const stored = row ? Number(row.version) : 0;
        if (stored !== by.version)
          throw new ContentConflictError(
            row
              ? `${row.author} saved this draft after you opened it; reload to see their version, then make your change again`
              : "This draft was published or discarded after you opened it; reload to see the entry as it is now",
          );
        const version = stored + 1;
        if (row)
          await tx.run(
            "UPDATE content_drafts SET base = ?, version = ?, author = ?, updated_at = ?, removes = ? WHERE entry = ?",
            [change.base, version, by.author, now, JSON.stringify(change.remove), entry],
          );
        else
          await tx.run(
            "INSERT INTO content_drafts (entry, base, version, author, updated_at, removes) VALUES (?, ?, ?, ?, ?, ?)",
            [entry, change.base, version, by.author, now, JSON.stringify(change.remove)],
          );
        await tx.run("DELETE FROM content_draft_files WHERE entry = ?", [entry]);
        for (const file of change.put) {
          const hash = sha256(file.body);
          await tx.run(
            "INSERT INTO content_blobs (sha256, size, body) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
            [hash, file.body.length, file.body],
          );
          await tx.run("INSERT INTO content_draft_files (entry, path, sha256) VALUES (?, ?, ?)", [
            entry,
            file.path,
            hash,
          ]);
        }
        return (await read(tx, entry))!;
      });
    },

    async discard(entry, version) {
      const removed =
        version === undefined
          ? await db.run("DELETE FROM content_drafts WHERE entry = ?", [entry])
          : await db.run("DELETE FROM content_drafts WHERE entry = ? AND version = ?", [
              entry,
              version,
            ]);
      return removed > 0;
    },
  };
}
