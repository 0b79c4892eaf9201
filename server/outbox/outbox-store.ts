// The mail outbox: one row per mail to send, queued inside the transaction that stores what the
// mail is about, then claimed, sent and marked by the outbox worker. Every mark is fenced by the
// claim's token, so a server whose lease ran out cannot overwrite what the next claimer did.
import { randomUUID } from "node:crypto";
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
  /** The current claim's token and claimant (a server's INSTANCE_ID), while `sending`. */
  claimToken: string | null;
  claimedBy: string | null;
};

/** A row as its claimer holds it: the token fences every later mark. */
export type ClaimedRow = OutboxRow & { claimToken: string };
/** What a mark needs: the row and the claim it was taken under. */
export type Claim = Pick<ClaimedRow, "id" | "claimToken">;

export type OutboxStats = {
  counts: Record<OutboxStatus, number>;
  oldestDueAt: number | null;
  /** When the oldest mail not yet sent was queued (its age is how far behind the mail is). */
  oldestWaitingSince: number | null;
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
   * Claims due rows for `claimant`: pending rows whose time has come, and rows whose earlier claim's
   * lease ran out (a worker that crashed or stalled mid-send). Each claim counts as an attempt and
   * carries a fresh token.
   */
  claimDue(now: number, leaseMs: number, limit: number, claimant: string): Promise<ClaimedRow[]>;
  /**
   * The marks and the lease renewal answer false, changing nothing, when the claim is no longer
   * the row's (its lease ran out and another claimer took it, or it was erased meanwhile).
   */
  markSent(claim: Claim, now?: number): Promise<boolean>;
  markCancelled(claim: Claim): Promise<boolean>;
  /** Schedules another attempt, or dead-letters the row when `nextAttemptAt` is null. */
  markFailed(claim: Claim, error: string, nextAttemptAt: number | null): Promise<boolean>;
  renewLease(claim: Claim, leaseUntil: number): Promise<boolean>;
  /**
   * Hands back, due now, the rows `claimant` still holds: called when a server starts, nothing of
   * its own can still be in flight, so its crashed claims need not wait out their lease.
   */
  releaseClaimsOf(claimant: string, now?: number): Promise<number>;
  get(id: string): Promise<OutboxRow | null>;
  list(filter?: { status?: OutboxStatus; submissionId?: string }): Promise<OutboxRow[]>;
  stats(): Promise<OutboxStats>;
  /** Puts dead-lettered rows back in the queue with a fresh attempt count. */
  retryDead(now?: number): Promise<number>;
  /** The same for one row; answers false when it is not dead-lettered. */
  retryOneDead(id: string, now?: number): Promise<boolean>;
  /** Cancels a submission's mails not yet claimed, inside the caller's transaction. */
  cancelPendingFor(tx: Queryable, submissionId: string): Promise<number>;
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
  claim_token: string | null;
  claimed_by: string | null;
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
  claimToken: row.claim_token,
  claimedBy: row.claimed_by,
});

/** The fence every mark and renewal shares. */
const HELD = "id = ? AND status = 'sending' AND claim_token = ?";
/** What ending a claim clears. */
const RELEASED = "lease_until = NULL, claim_token = NULL, claimed_by = NULL";

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

    async claimDue(now, leaseMs, limit, claimant) {
      const skipLocked = db.dialect === "postgres" ? " FOR UPDATE SKIP LOCKED" : "";
      const rows = await db.query<OutboxDbRow>(
        `UPDATE outbox SET status = 'sending', attempts = attempts + 1, lease_until = ?,
           claim_token = ?, claimed_by = ?
         WHERE id IN (
           SELECT id FROM outbox
           WHERE (status = 'pending' AND next_attempt_at <= ?) OR (status = 'sending' AND lease_until <= ?)
           ORDER BY next_attempt_at LIMIT ?${skipLocked})
         RETURNING *`,
        [now + leaseMs, randomUUID(), claimant, now, now, limit],
      );
      return rows
        .map((row) => toOutbox(row) as ClaimedRow)
        .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt);
    },

    async markSent(claim, now = Date.now()) {
      const changed = await db.run(
        `UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL, ${RELEASED} WHERE ${HELD}`,
        [now, claim.id, claim.claimToken],
      );
      return changed > 0;
    },

    async markCancelled(claim) {
      const changed = await db.run(
        `UPDATE outbox SET status = 'cancelled', ${RELEASED} WHERE ${HELD}`,
        [claim.id, claim.claimToken],
      );
      return changed > 0;
    },

    async markFailed(claim, error, nextAttemptAt) {
      const changed =
        nextAttemptAt === null
          ? await db.run(
              `UPDATE outbox SET status = 'dead', last_error = ?, ${RELEASED} WHERE ${HELD}`,
              [error, claim.id, claim.claimToken],
            )
          : await db.run(
              `UPDATE outbox SET status = 'pending', last_error = ?, next_attempt_at = ?, ${RELEASED} WHERE ${HELD}`,
              [error, nextAttemptAt, claim.id, claim.claimToken],
            );
      return changed > 0;
    },

    async renewLease(claim, leaseUntil) {
      const changed = await db.run(`UPDATE outbox SET lease_until = ? WHERE ${HELD}`, [
        leaseUntil,
        claim.id,
        claim.claimToken,
      ]);
      return changed > 0;
    },

    async releaseClaimsOf(claimant, now = Date.now()) {
      return db.run(
        `UPDATE outbox SET status = 'pending', next_attempt_at = ?, ${RELEASED}
         WHERE status = 'sending' AND claimed_by = ?`,
        [now, claimant],
      );
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
      const [oldest] = await db.query<{
        t: number | string | null;
        queued: number | string | null;
      }>(
        "SELECT MIN(next_attempt_at) AS t, MIN(created_at) AS queued FROM outbox WHERE status IN ('pending', 'sending')",
      );
      const dead = await db.query<OutboxDbRow>(
        "SELECT * FROM outbox WHERE status = 'dead' ORDER BY created_at LIMIT 50",
      );
      return {
        counts,
        oldestDueAt: oldest?.t === null || oldest?.t === undefined ? null : Number(oldest.t),
        oldestWaitingSince:
          oldest?.queued === null || oldest?.queued === undefined ? null : Number(oldest.queued),
        dead: dead
          .map(toOutbox)
          .map(({ id, kind, attempts, lastError }) => ({ id, kind, attempts, lastError })),
      };
    },

    async retryOneDead(id, now = Date.now()) {
      const changed = await db.run(
        "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL WHERE id = ? AND status = 'dead'",
        [now, id],
      );
      return changed > 0;
    },

    cancelPendingFor: (tx, submissionId) =>
      tx.run(
        "UPDATE outbox SET status = 'cancelled' WHERE submission_id = ? AND status = 'pending'",
        [submissionId],
      ),

    async retryDead(now = Date.now()) {
      return db.run(
        "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL WHERE status = 'dead'",
        [now],
      );
    },
  };
}
