// Removing personal data: everything about one address on request (`erase`), and whatever is older
// than the retention period (`purge`, RETENTION_DAYS). Each deletes its rows in one transaction
// over the submissions, their files (by cascade), the subscriptions and the outbox; then the mail
// files of the rows that went, and, on SQLite, the write-ahead log that still holds the old pages
// (the file itself overwrites deleted content: `secure_delete`, server/db/sqlite.ts).
import type { Database } from "../db/database.ts";
import { removeOrphanMailFiles } from "../mail/mail-files.ts";
import { addressHash } from "./submission-store.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A checkpoint waits for readers to finish; a server's reads are short, so a few tries suffice. */
const CHECKPOINT_TRIES = 20;

export type Removed = {
  submissions: number;
  subscriptions: number;
  /** .eml files removed with their outbox rows. */
  mailFiles: number;
  /** False when SQLite's write-ahead log could not be emptied (a reader held it): run again. */
  logCleared: boolean;
};

/** Where the file transport keeps mail (DATA_DIR/mail); null when there is nothing to clean. */
export type ErasureOptions = { mailDir?: string | null };

/** An erasure also says how many queued or sent mails (outbox rows) went with the rows. */
export type Erased = Removed & { mails: number };

export async function eraseByEmail(
  db: Database,
  email: string,
  options: ErasureOptions = {},
): Promise<Erased> {
  const key = email.trim().toLowerCase();
  const rows = await db.transaction(async (tx) => {
    const [mails] = await tx.query<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM outbox WHERE submission_id IN (SELECT id FROM submissions WHERE email = ?)
         OR subscription_id IN (SELECT id FROM subscriptions WHERE email = ?)`,
      [key, key],
    );
    const subscriptions = await tx.run("DELETE FROM subscriptions WHERE email = ?", [key]);
    const submissions = await tx.run("DELETE FROM submissions WHERE email = ?", [key]);
    await tx.run("DELETE FROM visitor_mail_days WHERE address_hash = ?", [addressHash(key)]);
    return { submissions, subscriptions, mails: Number(mails?.n ?? 0) };
  });
  return { ...rows, ...(await clearRemains(db, options)) };
}

/**
 * Deletes submissions older than the cutoff, except those whose mail is still on its way, and
 * subscriptions that never were or no longer are confirmed.
 */
export async function purgeOlderThan(
  db: Database,
  cutoff: number,
  options: ErasureOptions = {},
): Promise<Removed> {
  const rows = await db.transaction(async (tx) => {
    const submissions = await tx.run(
      `DELETE FROM submissions WHERE created_at < ? AND NOT EXISTS (
         SELECT 1 FROM outbox o WHERE o.submission_id = submissions.id AND o.status IN ('pending', 'sending'))`,
      [cutoff],
    );
    const subscriptions = await tx.run(
      `DELETE FROM subscriptions WHERE status <> 'confirmed' AND COALESCE(unsubscribed_at, created_at) < ? AND NOT EXISTS (
         SELECT 1 FROM outbox o WHERE o.subscription_id = subscriptions.id AND o.status IN ('pending', 'sending'))`,
      [cutoff],
    );
    await tx.run(
      "DELETE FROM outbox WHERE (status = 'sent' AND sent_at < ?) OR (status = 'cancelled' AND created_at < ?)",
      [cutoff, cutoff],
    );
    await tx.run("DELETE FROM visitor_mail_days WHERE day < ?", [Math.floor(cutoff / DAY_MS)]);
    return { submissions, subscriptions };
  });
  return { ...rows, ...(await clearRemains(db, options)) };
}

/** What the deleted rows leave outside their tables: mail files, and SQLite's log. */
async function clearRemains(
  db: Database,
  { mailDir }: ErasureOptions,
): Promise<Pick<Removed, "mailFiles" | "logCleared">> {
  const mailFiles = mailDir
    ? await removeOrphanMailFiles(mailDir, async (ids) => {
        const rows = await db.query<{ id: string }>(
          `SELECT id FROM outbox WHERE id IN (${ids.map(() => "?").join(", ")})`,
          ids,
        );
        return new Set(rows.map((row) => row.id));
      })
    : 0;
  return { mailFiles, logCleared: await checkpoint(db) };
}

/**
 * Copies SQLite's write-ahead log into the database and truncates it to nothing: the log keeps
 * earlier versions of the pages the deletion rewrote. PostgreSQL's own log and dead rows are the
 * operator's to manage (docs/decisions/0906-complete-erasure.md).
 */
async function checkpoint(db: Database): Promise<boolean> {
  if (db.dialect !== "sqlite") return true;
  for (let attempt = 1; attempt <= CHECKPOINT_TRIES; attempt++) {
    const [result] = await db.query<{ busy: number }>("PRAGMA wal_checkpoint(TRUNCATE)");
    if (!result || Number(result.busy) === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
  }
  return false;
}
