// Backing up and restoring the SQLite database (the operator CLI's `backup` and `restore`).
// A backup is `VACUUM INTO`: one consistent snapshot taken in a read transaction, so the server
// keeps writing meanwhile (WAL), and the copy holds no freed pages (nothing erased comes back).
// A restore copies the backup's rows into the current schema, table by table in one transaction;
// a backup made before a later migration restores too (new columns keep their defaults).
// PostgreSQL is backed up with its own tools: docs/operations.md.
import { existsSync, openSync, closeSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import type { Database } from "./database.ts";

/** The tables that hold data, parents first (foreign keys). */
export const DATA_TABLES = [
  "submissions",
  "attachments",
  "subscriptions",
  "outbox",
  "visitor_mail_days",
  "used_form_tokens",
  "rate_limits",
  // The inbox's members (their password hashes) and its audit log; their sessions, set-password
  // links and sign-in failure counts are not restored: members sign in again.
  "staff_members",
  "audit_log",
  // The published content, revision by revision (decision 1304).
  "content_blobs",
  "content_revisions",
  "content_revision_files",
  // The Studio's drafts (decision 1311).
  "content_drafts",
  "content_draft_files",
] as const;

export class BackupError extends Error {}

function sqliteOnly(db: Database, what: string) {
  if (db.dialect !== "sqlite")
    throw new BackupError(
      `${what} works on SQLite; for PostgreSQL use pg_dump and pg_restore (docs/operations.md)`,
    );
}

const quoted = (path: string) => `'${path.replaceAll("'", "''")}'`;

export async function backupTo(db: Database, file: string): Promise<void> {
  sqliteOnly(db, "backup");
  const target = resolve(file);
  // Created empty and private first: VACUUM INTO fills an empty file and keeps its mode.
  try {
    closeSync(openSync(target, "wx", 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST")
      throw new BackupError(`${file} exists; choose a new file name`);
    throw error;
  }
  try {
    await db.exec(`VACUUM INTO ${quoted(target)}`);
  } catch (error) {
    rmSync(target, { force: true });
    throw error;
  }
}

export type Restored = Record<(typeof DATA_TABLES)[number], number>;

export async function restoreFrom(
  db: Database,
  file: string,
  { force = false } = {},
): Promise<Restored> {
  sqliteOnly(db, "restore");
  const source = resolve(file);
  if (!existsSync(source)) throw new BackupError(`${file} does not exist`);
  await db.exec(`ATTACH DATABASE ${quoted(source)} AS backup`);
  try {
    const isBackup = await db.query(
      "SELECT 1 FROM backup.sqlite_master WHERE type = 'table' AND name = 'schema_migrations'",
    );
    if (isBackup.length === 0) throw new BackupError(`${file} is not a backup of this database`);
    if (!force) {
      for (const table of ["submissions", "subscriptions", "outbox"]) {
        const [row] = await db.query<{ n: number }>(`SELECT COUNT(*) AS n FROM main.${table}`);
        if (Number(row?.n) > 0)
          throw new BackupError(
            "The database is not empty; stop the server and run restore with --force to replace it",
          );
      }
    }
    return await db.transaction(async (tx) => {
      const restored = {} as Restored;
      for (const table of [...DATA_TABLES].reverse()) await tx.run(`DELETE FROM main.${table}`);
      for (const table of DATA_TABLES) {
        const mine = await tx.query<{ name: string }>(`PRAGMA main.table_info(${table})`);
        const theirs = new Set(
          (await tx.query<{ name: string }>(`PRAGMA backup.table_info(${table})`)).map(
            (c) => c.name,
          ),
        );
        // A table or column the backup's older schema lacks keeps its defaults.
        const columns = mine.map((c) => c.name).filter((name) => theirs.has(name));
        if (columns.length === 0) {
          restored[table] = 0;
          continue;
        }
        const list = columns.join(", ");
        restored[table] = await tx.run(
          `INSERT INTO main.${table} (${list}) SELECT ${list} FROM backup.${table}`,
        );
      }
      return restored;
    });
  } finally {
    await db.exec("DETACH DATABASE backup");
  }
}
