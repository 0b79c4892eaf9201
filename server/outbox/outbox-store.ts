// The mail outbox: one row per mail to send, queued inside the transaction that stores what the
// mail is about, then claimed, sent and marked by the outbox worker.
import { type Database, newId, type Queryable, where } from "../db/database.ts";

/** notification: to the agency; confirmation: to a contact/applicant; newsletter-confirm: double opt-in. */
export type MailKind = "notification" | "confirmation" | "newsletter-confirm";
/** cancelled: nothing left to send (the submission was erased or the address unsubscribed). */
export type OutboxStatus = "pending" | "sending" | "sent" | "dead" | "cancelled";

export type OutboxRow = {
  id: string;
  kind: MailKind;
  submissionId: string | null;
  subscriptionId: string | null;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  leaseUntil: number | null;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
};

export type OutboxStats = {
  counts: Record<OutboxStatus, number>;
  oldestDueAt: number | null;
  dead: { id: string; kind: MailKind; attempts: number; lastError: string | null }[];
};

/** What a queued mail is about: a submission, a subscription, or both. */
export type MailSubject = { submissionId: string | null; subscriptionId?: string | null };

export interface OutboxStore {
  /** Queues a mail inside the caller's transaction, so it commits with what it is about. */
  enqueue(tx: Queryable, kind: MailKind, about: MailSubject, now: number): Promise<string>;
  /** Drops a subscription's mails not yet sent, inside the caller's transaction. */
  dropPendingFor(tx: Queryable, subscriptionId: string): Promise<void>;
  /**
   * Claims due rows for sending: pending rows whose time has come, and rows whose earlier claim's
   * lease ran out (a worker that crashed mid-send). Each claim counts as an attempt.
   */
  claimDue(now: number, leaseMs: number, limit: number): Promise<OutboxRow[]>;
  markSent(id: string, now?: number): Promise<void>;
  markCancelled(id: string): Promise<void>;
  /** Schedules another attempt, or dead-letters the row when `nextAttemptAt` is null. */
  markFailed(id: string, error: string, nextAttemptAt: number | null): Promise<void>;
  get(id: string): Promise<OutboxRow | null>;
  list(filter?: { status?: OutboxStatus; submissionId?: string }): Promise<OutboxRow[]>;
  stats(): Promise<OutboxStats>;
  /** Puts dead-lettered rows back in the queue with a fresh attempt count. */
  retryDead(now?: number): Promise<number>;
}

type OutboxDbRow = {
  id: string;
  kind: string;
  submission_id: string | null;
  subscription_id: string | null;
  status: string;
  attempts: number;
  next_attempt_at: number;
  lease_until: number | null;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
};

const toOutbox = (row: OutboxDbRow): OutboxRow => ({
  id: row.id,
  kind: row.kind as MailKind,
  submissionId: row.submission_id,
  subscriptionId: row.subscription_id,
  status: row.status as OutboxStatus,
  attempts: Number(row.attempts),
  nextAttemptAt: Number(row.next_attempt_at),
  leaseUntil: row.lease_until === null ? null : Number(row.lease_until),
  lastError: row.last_error,
  createdAt: Number(row.created_at),
  sentAt: row.sent_at === null ? null : Number(row.sent_at),
});

export function createOutboxStore(db: Database): OutboxStore {
  return {
    async enqueue(tx, kind, about, now) {
      const id = newId(now);
      await tx.run(
        "INSERT INTO outbox (id, kind, submission_id, subscription_id, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, ?, 'pending', 0, ?, ?)",
        [id, kind, about.submissionId, about.subscriptionId ?? null, now, now],
      );
      return id;
    },

    async dropPendingFor(tx, subscriptionId) {
      await tx.run("DELETE FROM outbox WHERE subscription_id = ? AND status = 'pending'", [
        subscriptionId,
      ]);
    },

    async claimDue(now, leaseMs, limit) {
      const skipLocked = db.dialect === "postgres" ? " FOR UPDATE SKIP LOCKED" : "";
      const rows = await db.query<OutboxDbRow>(
        `UPDATE outbox SET status = 'sending', attempts = attempts + 1, lease_until = ?
         WHERE id IN (
           SELECT id FROM outbox
           WHERE (status = 'pending' AND next_attempt_at <= ?) OR (status = 'sending' AND lease_until <= ?)
           ORDER BY next_attempt_at LIMIT ?${skipLocked})
         RETURNING *`,
        [now + leaseMs, now, now, limit],
      );
      return rows.map(toOutbox).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt);
    },

    async markSent(id, now = Date.now()) {
      await db.run(
        "UPDATE outbox SET status = 'sent', sent_at = ?, lease_until = NULL, last_error = NULL WHERE id = ?",
        [now, id],
      );
    },

    async markCancelled(id) {
      await db.run("UPDATE outbox SET status = 'cancelled', lease_until = NULL WHERE id = ?", [id]);
    },

    async markFailed(id, error, nextAttemptAt) {
      if (nextAttemptAt === null) {
        await db.run(
          "UPDATE outbox SET status = 'dead', lease_until = NULL, last_error = ? WHERE id = ?",
          [error, id],
        );
      } else {
        await db.run(
          "UPDATE outbox SET status = 'pending', lease_until = NULL, last_error = ?, next_attempt_at = ? WHERE id = ?",
          [error, nextAttemptAt, id],
        );
      }
    },

    async get(id) {
      const [row] = await db.query<OutboxDbRow>("SELECT * FROM outbox WHERE id = ?", [id]);
      return row ? toOutbox(row) : null;
    },

    async list(filter = {}) {
      const { sql, params } = where([
        ["status = ?", filter.status],
        ["submission_id = ?", filter.submissionId],
      ]);
      const rows = await db.query<OutboxDbRow>(
        `SELECT * FROM outbox ${sql} ORDER BY created_at, id`,
        params,
      );
      return rows.map(toOutbox);
    },

    async stats() {
      const counts: Record<OutboxStatus, number> = {
        pending: 0,
        sending: 0,
        sent: 0,
        dead: 0,
        cancelled: 0,
      };
      const rows = await db.query<{ status: string; n: number | string }>(
        "SELECT status, COUNT(*) AS n FROM outbox GROUP BY status",
      );
      for (const row of rows) counts[row.status as OutboxStatus] = Number(row.n);
      const [oldest] = await db.query<{ t: number | string | null }>(
        "SELECT MIN(next_attempt_at) AS t FROM outbox WHERE status IN ('pending', 'sending')",
      );
      const dead = await db.query<OutboxDbRow>(
        "SELECT * FROM outbox WHERE status = 'dead' ORDER BY created_at LIMIT 50",
      );
      return {
        counts,
        oldestDueAt: oldest?.t === null || oldest?.t === undefined ? null : Number(oldest.t),
        dead: dead
          .map(toOutbox)
          .map(({ id, kind, attempts, lastError }) => ({ id, kind, attempts, lastError })),
      };
    },

    async retryDead(now = Date.now()) {
      return db.run(
        "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL WHERE status = 'dead'",
        [now],
      );
    },
  };
}
