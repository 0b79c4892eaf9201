// The audit log: who did what in the inbox or with the operator CLI, newest first. Entries name
// an actor (a member's address, or "cli"), an action from docs/inbox-api.md and what it touched,
// never a password, token or the content of a submission.
import type { AuditEntry } from "#contracts/inbox.ts";
import { type Database, newId, type Queryable } from "../db/database.ts";
import { addressHash } from "../submissions/submission-store.ts";
import { decodeCursor, encodeCursor } from "./cursor.ts";

export const CLI_ACTOR = "cli";

/**
 * How the audit log names a person whose data was looked up or erased: by a hash of the address,
 * so the log does not keep what the erasure removed, yet a later request about the same address
 * can be matched to it.
 */
export const erasedName = (email: string) => `address ${addressHash(email).slice(0, 16)}`;

export type AuditAction =
  | "sign-in"
  | "sign-in-failed"
  | "sign-out"
  | "sign-out-everywhere"
  | "password-set"
  | "view-submission"
  | "list-submissions"
  | "list-newsletter"
  | "view-file"
  | "export-submissions"
  | "export-newsletter"
  | "privacy-export"
  | "erase"
  | "state"
  | "read"
  | "mail-retry"
  | "staff-add"
  | "staff-remove"
  | "staff-reset"
  | "staff-unlock"
  | "content-publish"
  | "content-save"
  | "content-upload"
  | "content-discard"
  | "content-revert"
  | "content-close"
  | "content-reopen"
  | "sessions-revoke";

export type NewAuditEntry = {
  actor: string;
  action: AuditAction;
  target?: string | null;
  detail?: string | null;
};

/** Writes an entry, in the caller's transaction when given one. */
export async function audit(q: Queryable, entry: NewAuditEntry, now = Date.now()): Promise<void> {
  await q.run(
    "INSERT INTO audit_log (id, at, actor, action, target, detail) VALUES (?, ?, ?, ?, ?, ?)",
    [newId(now), now, entry.actor, entry.action, entry.target ?? null, entry.detail ?? null],
  );
}

type AuditRow = {
  id: string;
  at: number | string;
  actor: string;
  action: string;
  target: string | null;
  detail: string | null;
};

/** Newest first, by (at, id) so entries of the same millisecond page in a fixed order. */
export async function auditPage(
  db: Database,
  cursor: string | undefined,
  limit: number,
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db.query<AuditRow>(
    `SELECT * FROM audit_log ${after ? "WHERE (at, id) < (?, ?)" : ""}
     ORDER BY at DESC, id DESC LIMIT ?`,
    after ? [after.at, after.id, limit + 1] : [limit + 1],
  );
  const items = rows.slice(0, limit).map((row) => ({ ...row, at: Number(row.at) }));
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? encodeCursor(last.at, last.id) : null,
  };
}
