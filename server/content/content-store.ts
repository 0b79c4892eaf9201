// The content store (decision 1304): the agency's published content as numbered revisions of the
// whole content tree, in the database beside the submissions, so that a backup carries it and
// every server behind a balancer reads the same. content/ is imported on the first start and by
// `npm run content -- import`; `export` writes a revision back to files.
import { createHash } from "node:crypto";
import type { Database, Queryable } from "../db/database.ts";
import { newId } from "../db/database.ts";
import { type ContentFile, ContentTreeError, isSafeContentPath } from "./content-tree.ts";

export type Revision = {
  number: number;
  createdAt: number;
  author: string;
  note: string;
  publishedAt: number | null;
  files: number;
  bytes: number;
};

export type Recorded = { revision: Revision; changed: boolean };

/** Some of the tree: whole files by path, and folders ("works/branding-aptayu/") with all they hold. */
export type Scope = { paths?: readonly string[]; folders?: readonly string[] };

/** Someone else published since the change was begun: said in words an editor can act on. */
export class ContentConflictError extends Error {}

/** `publish(…, { after })` found a newer revision: the caller may look again and retry. */
export class StalePublishError extends ContentConflictError {}

export interface ContentStore {
  /** The newest published revision, or null while the store is empty. */
  published(): Promise<Revision | null>;
  /** The newest published revision's number alone (what a server polls), or null. */
  publishedNumber(): Promise<number | null>;
  /** One revision by its number, or null. */
  revision(number: number): Promise<Revision | null>;
  /** The files of a revision, sorted by path. */
  files(number: number): Promise<ContentFile[]>;
  /** The revisions, newest first. */
  log(limit: number): Promise<Revision[]>;
  /**
   * Publishes `files` as the next revision, unless they are exactly the published one's (then
   * that one is answered, unchanged). With `ifEmpty`, only when the store has no revision yet:
   * several servers starting at once on one database import the folder once. With `after`, only
   * when revision `after` is still the published one (else a ContentConflictError).
   */
  publish(
    files: readonly ContentFile[],
    by: { author: string; note?: string; ifEmpty?: boolean; after?: number },
  ): Promise<Recorded>;
  /** For each revision that has them, the files under `scope`'s paths and folders, as hashes. */
  scopeHashes(scope: Scope): Promise<Map<number, Map<string, string>>>;
}

/** An arbitrary constant naming the content store's lock on PostgreSQL. */
const PG_LOCK_KEY = 715_204_612;

type RevisionRow = {
  id: string;
  number: number | string;
  created_at: number | string;
  author: string;
  note: string;
  published_at: number | string | null;
  files: number | string;
  bytes: number | string | null;
};

const SELECT_REVISIONS = `
  SELECT r.id, r.number, r.created_at, r.author, r.note, r.published_at,
         COUNT(f.path) AS files, SUM(b.size) AS bytes
  FROM content_revisions r
  LEFT JOIN content_revision_files f ON f.revision_id = r.id
  LEFT JOIN content_blobs b ON b.sha256 = f.sha256`;
const GROUP = "GROUP BY r.id, r.number, r.created_at, r.author, r.note, r.published_at";

const toRevision = (row: RevisionRow): Revision => ({
  number: Number(row.number),
  createdAt: Number(row.created_at),
  author: row.author,
  note: row.note,
  publishedAt: row.published_at === null ? null : Number(row.published_at),
  files: Number(row.files),
  bytes: Number(row.bytes ?? 0),
});

const sha256 = (body: Buffer) => createHash("sha256").update(body).digest("hex");

/** The tree as path → hash, for comparing two trees without their bytes. */
const fingerprint = (entries: readonly { path: string; sha256: string }[]) =>
  entries
    .map((entry) => `${entry.path}\0${entry.sha256}`)
    .sort()
    .join("\n");

async function newestPublished(q: Queryable): Promise<RevisionRow | null> {
  const [row] = await q.query<RevisionRow>(
    `${SELECT_REVISIONS} WHERE r.published_at IS NOT NULL ${GROUP} ORDER BY r.number DESC LIMIT 1`,
  );
  return row ?? null;
}

export function createContentStore(db: Database, now: () => number = Date.now): ContentStore {
  const byNumber = async (q: Queryable, number: number) => {
    const [row] = await q.query<RevisionRow>(`${SELECT_REVISIONS} WHERE r.number = ? ${GROUP}`, [
      number,
    ]);
    return row ?? null;
  };

  return {
    async published() {
      const row = await newestPublished(db);
      return row ? toRevision(row) : null;
    },

    async publishedNumber() {
      // Walks the unique index on number from the top: one row read, however long the history.
      const [row] = await db.query<{ number: number | string }>(
        "SELECT number FROM content_revisions WHERE published_at IS NOT NULL ORDER BY number DESC LIMIT 1",
      );
      return row ? Number(row.number) : null;
    },

    async revision(number) {
      const row = await byNumber(db, number);
      return row ? toRevision(row) : null;
    },

    async files(number) {
      const rows = await db.query<{ path: string; body: Buffer | Uint8Array }>(
        `SELECT f.path, b.body FROM content_revision_files f
         JOIN content_revisions r ON r.id = f.revision_id
         JOIN content_blobs b ON b.sha256 = f.sha256
         WHERE r.number = ? ORDER BY f.path`,
        [number],
      );
      // Sorted here, not by the database: PostgreSQL's collation may order "-" and "/" otherwise.
      return rows
        .map((row) => ({ path: row.path, body: Buffer.from(row.body) }))
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    },

    async log(limit) {
      const rows = await db.query<RevisionRow>(
        `${SELECT_REVISIONS} ${GROUP} ORDER BY r.number DESC LIMIT ?`,
        [limit],
      );
      return rows.map(toRevision);
    },

    async scopeHashes(scope) {
      const paths = scope.paths ?? [];
      const folders = (scope.folders ?? []).map((f) => (f.endsWith("/") ? f : `${f}/`));
      if (paths.length + folders.length === 0) return new Map();
      // substr rather than LIKE: "_" in a name is a LIKE wildcard.
      const conditions = [
        ...paths.map(() => "f.path = ?"),
        ...folders.map((folder) => `substr(f.path, 1, ${folder.length}) = ?`),
      ];
      const rows = await db.query<{ number: number | string; path: string; sha256: string }>(
        `SELECT r.number, f.path, f.sha256 FROM content_revision_files f
         JOIN content_revisions r ON r.id = f.revision_id
         WHERE r.published_at IS NOT NULL AND (${conditions.join(" OR ")})`,
        [...paths, ...folders],
      );
      const byRevision = new Map<number, Map<string, string>>();
      for (const row of rows) {
        const number = Number(row.number);
        if (!byRevision.has(number)) byRevision.set(number, new Map());
        byRevision.get(number)!.set(row.path, row.sha256);
      }
      return byRevision;
    },

    async publish(files, by) {
      const paths = new Set<string>();
      for (const { path } of files) {
        if (!isSafeContentPath(path) || path === "README.md")
          throw new ContentTreeError(`${path}: not a path the content store keeps`);
        if (paths.has(path)) throw new ContentTreeError(`${path}: given twice`);
        paths.add(path);
      }
      const hashed = files.map((file) => ({ ...file, sha256: sha256(file.body) }));
      return db.transaction(async (tx) => {
        // SQLite's transactions already take the write lock first (BEGIN IMMEDIATE).
        if (tx.dialect === "postgres")
          await tx.query("SELECT pg_advisory_xact_lock(?)", [PG_LOCK_KEY]);
        const current = await newestPublished(tx);
        if (current && by.ifEmpty) return { revision: toRevision(current), changed: false };
        if (by.after !== undefined && Number(current?.number ?? 0) !== by.after)
          throw new StalePublishError(
            `Revision ${current?.number} was published meanwhile by ${current?.author}; reload to see it, then make your change again`,
          );
        if (current) {
          const theirs = await tx.query<{ path: string; sha256: string }>(
            "SELECT path, sha256 FROM content_revision_files WHERE revision_id = ?",
            [current.id],
          );
          if (fingerprint(theirs) === fingerprint(hashed))
            return { revision: toRevision(current), changed: false };
        }
        const [last] = await tx.query<{ n: number | string | null }>(
          "SELECT MAX(number) AS n FROM content_revisions",
        );
        const number = Number(last?.n ?? 0) + 1;
        const at = now();
        const id = newId(at);
        await tx.run(
          `INSERT INTO content_revisions (id, number, created_at, author, note, published_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
          [id, number, at, by.author, by.note ?? "", at],
        );
        for (const file of hashed) {
          await tx.run(
            "INSERT INTO content_blobs (sha256, size, body) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
            [file.sha256, file.body.length, file.body],
          );
          await tx.run(
            "INSERT INTO content_revision_files (revision_id, path, sha256) VALUES (?, ?, ?)",
            [id, file.path, file.sha256],
          );
        }
        const row = await byNumber(tx, number);
        return { revision: toRevision(row!), changed: true };
      });
    },
  };
}
