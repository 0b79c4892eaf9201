// The submission store: one interface over SQLite and PostgreSQL for the endpoints, the outbox
// worker and the operator CLI. Every write that must be atomic happens in one transaction.
import { createHash } from "node:crypto";
import type { FormKind } from "#contracts/endpoints.ts";
import type { Database, Queryable, SqlValue } from "../db/database.ts";
import { newId } from "./ids.ts";
import type {
  Attachment,
  AttachmentInfo,
  MailKind,
  NewSubmission,
  OutboxRow,
  OutboxStats,
  OutboxStatus,
  SubscribeOutcome,
  Submission,
  Subscription,
  SubscriptionStatus,
} from "./types.ts";

/** A pending confirmation is mailed again only after this long, so a form cannot mail-bomb a stranger. */
export const CONFIRM_RESEND_AFTER_MS = 24 * 60 * 60 * 1000;

type SubmissionRow = {
  id: string;
  form: string;
  status: string;
  spam_reason: string | null;
  email: string | null;
  data: string;
  page: string | null;
  created_at: number;
};

type SubscriptionRow = {
  id: string;
  email: string;
  status: string;
  consent_at: number;
  consent_page: string | null;
  submission_id: string | null;
  confirm_sent_at: number | null;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
  created_at: number;
};

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

type AttachmentRow = {
  id: string;
  submission_id: string;
  file_name: string;
  content_type: string;
  size: number;
  sha256: string;
  content?: Buffer | Uint8Array;
};

const toSubmission = (row: SubmissionRow, attachments: AttachmentInfo[]): Submission => ({
  id: row.id,
  form: row.form as FormKind,
  status: row.status as Submission["status"],
  spamReason: row.spam_reason,
  email: row.email,
  data: JSON.parse(row.data) as Record<string, unknown>,
  page: row.page,
  createdAt: Number(row.created_at),
  attachments,
});

const toAttachmentInfo = (row: AttachmentRow): AttachmentInfo => ({
  id: row.id,
  fileName: row.file_name,
  contentType: row.content_type,
  size: Number(row.size),
  sha256: row.sha256,
});

const toSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  email: row.email,
  status: row.status as SubscriptionStatus,
  consentAt: Number(row.consent_at),
  consentPage: row.consent_page,
  submissionId: row.submission_id,
  confirmSentAt: row.confirm_sent_at === null ? null : Number(row.confirm_sent_at),
  confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
  unsubscribedAt: row.unsubscribed_at === null ? null : Number(row.unsubscribed_at),
  createdAt: Number(row.created_at),
});

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

export type ListFilter = {
  form?: FormKind | undefined;
  since?: number | undefined;
  limit?: number | undefined;
};

export type MailContext = {
  outbox: OutboxRow;
  submission: Submission | null;
  attachments: Attachment[];
  subscription: Subscription | null;
};

export function createRepository(db: Database) {
  async function insertSubmissionRow(
    tx: Queryable,
    s: NewSubmission,
    now: number,
  ): Promise<string> {
    const id = newId(now);
    await tx.run(
      "INSERT INTO submissions (id, form, status, spam_reason, email, data, page, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      [
        id,
        s.form,
        s.status,
        s.spamReason,
        s.email?.toLowerCase() ?? null,
        JSON.stringify(s.data),
        s.page,
        now,
      ],
    );
    if (s.attachment) {
      const { fileName, contentType, content } = s.attachment;
      const sha256 = createHash("sha256").update(content).digest("hex");
      await tx.run(
        "INSERT INTO attachments (id, submission_id, file_name, content_type, size, sha256, content) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [newId(now), id, fileName, contentType, content.length, sha256, content],
      );
    }
    return id;
  }

  async function enqueue(
    tx: Queryable,
    kind: MailKind,
    ref: { submissionId: string | null; subscriptionId?: string | null },
    now: number,
  ): Promise<string> {
    const id = newId(now);
    await tx.run(
      "INSERT INTO outbox (id, kind, submission_id, subscription_id, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, ?, 'pending', 0, ?, ?)",
      [id, kind, ref.submissionId, ref.subscriptionId ?? null, now, now],
    );
    return id;
  }

  async function attachmentsOf(
    q: Queryable,
    submissionIds: string[],
  ): Promise<Map<string, AttachmentInfo[]>> {
    const map = new Map<string, AttachmentInfo[]>();
    if (submissionIds.length === 0) return map;
    const marks = submissionIds.map(() => "?").join(", ");
    const rows = await q.query<AttachmentRow>(
      `SELECT id, submission_id, file_name, content_type, size, sha256 FROM attachments WHERE submission_id IN (${marks}) ORDER BY id`,
      submissionIds,
    );
    for (const row of rows) {
      const list = map.get(row.submission_id) ?? [];
      list.push(toAttachmentInfo(row));
      map.set(row.submission_id, list);
    }
    return map;
  }

  async function withAttachments(rows: SubmissionRow[]): Promise<Submission[]> {
    const files = await attachmentsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toSubmission(row, files.get(row.id) ?? []));
  }

  function where(filter: ListFilter): { sql: string; params: SqlValue[] } {
    const clauses: string[] = [];
    const params: SqlValue[] = [];
    if (filter.form) {
      clauses.push("form = ?");
      params.push(filter.form);
    }
    if (filter.since !== undefined) {
      clauses.push("created_at >= ?");
      params.push(filter.since);
    }
    return { sql: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", params };
  }

  async function getSubmission(id: string): Promise<Submission | null> {
    const rows = await db.query<SubmissionRow>("SELECT * FROM submissions WHERE id = ?", [id]);
    const [submission] = await withAttachments(rows);
    return submission ?? null;
  }

  async function getAttachment(id: string): Promise<Attachment | null> {
    const [row] = await db.query<AttachmentRow>("SELECT * FROM attachments WHERE id = ?", [id]);
    if (!row || !row.content) return null;
    return {
      ...toAttachmentInfo(row),
      submissionId: row.submission_id,
      content: Buffer.from(row.content),
    };
  }

  async function getSubscription(id: string): Promise<Subscription | null> {
    const [row] = await db.query<SubscriptionRow>("SELECT * FROM subscriptions WHERE id = ?", [id]);
    return row ? toSubscription(row) : null;
  }

  return {
    db,
    getSubmission,
    getAttachment,
    getSubscription,

    /** Stores a submission, its file and its outbox rows in one transaction; answers its id. */
    async insertSubmission(s: NewSubmission, now: number = Date.now()): Promise<string> {
      return db.transaction(async (tx) => {
        const id = await insertSubmissionRow(tx, s, now);
        if (s.status === "accepted") {
          for (const kind of s.mails) await enqueue(tx, kind, { submissionId: id }, now);
        }
        return id;
      });
    },

    /**
     * Newsletter sign-up, idempotent per address (case-insensitive). A new or renewed sign-up stores
     * a submission as consent evidence and queues the double opt-in mail, all in one transaction.
     */
    async subscribe(
      input: { email: string; page: string | null; data: Record<string, unknown> },
      now: number = Date.now(),
    ): Promise<{ outcome: SubscribeOutcome; subscriptionId: string }> {
      const key = input.email.toLowerCase();
      const submission: NewSubmission = {
        form: "newsletter",
        status: "accepted",
        spamReason: null,
        email: key,
        data: input.data,
        page: input.page,
        mails: [],
      };
      return db.transaction(async (tx) => {
        const fresh = newId(now);
        const inserted = await tx.run(
          "INSERT INTO subscriptions (id, email, status, consent_at, consent_page, confirm_sent_at, created_at) VALUES (?, ?, 'pending', ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING",
          [fresh, key, now, input.page, now, now],
        );
        if (inserted === 1) {
          const submissionId = await insertSubmissionRow(tx, submission, now);
          await tx.run("UPDATE subscriptions SET submission_id = ? WHERE id = ?", [
            submissionId,
            fresh,
          ]);
          await enqueue(tx, "newsletter-confirm", { submissionId, subscriptionId: fresh }, now);
          return { outcome: "created", subscriptionId: fresh };
        }
        const lock = tx.dialect === "postgres" ? " FOR UPDATE" : "";
        const [row] = await tx.query<SubscriptionRow>(
          `SELECT * FROM subscriptions WHERE email = ?${lock}`,
          [key],
        );
        if (!row) throw new Error("subscription vanished during sign-up");
        const existing = toSubscription(row);
        if (existing.status === "confirmed")
          return { outcome: "already-confirmed", subscriptionId: existing.id };
        if (existing.status === "pending") {
          if (
            existing.confirmSentAt !== null &&
            now - existing.confirmSentAt < CONFIRM_RESEND_AFTER_MS
          ) {
            return { outcome: "unchanged", subscriptionId: existing.id };
          }
        }
        const submissionId = await insertSubmissionRow(tx, submission, now);
        await tx.run(
          "UPDATE subscriptions SET status = 'pending', consent_at = ?, consent_page = ?, submission_id = ?, confirm_sent_at = ?, unsubscribed_at = NULL WHERE id = ?",
          [now, input.page, submissionId, now, existing.id],
        );
        await enqueue(tx, "newsletter-confirm", { submissionId, subscriptionId: existing.id }, now);
        return {
          outcome: existing.status === "pending" ? "resent" : "resubscribed",
          subscriptionId: existing.id,
        };
      });
    },

    /** Answers the subscription's status after the attempt, or null when it does not exist. */
    async confirmSubscription(
      id: string,
      now: number = Date.now(),
    ): Promise<SubscriptionStatus | null> {
      await db.run(
        "UPDATE subscriptions SET status = 'confirmed', confirmed_at = ? WHERE id = ? AND status = 'pending'",
        [now, id],
      );
      const [row] = await db.query<{ status: string }>(
        "SELECT status FROM subscriptions WHERE id = ?",
        [id],
      );
      return row ? (row.status as SubscriptionStatus) : null;
    },

    async unsubscribe(id: string, now: number = Date.now()): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx.run(
          "UPDATE subscriptions SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, ?) WHERE id = ?",
          [now, id],
        );
        // An opt-in mail still waiting would now invite someone who just said no.
        await tx.run("DELETE FROM outbox WHERE subscription_id = ? AND status = 'pending'", [id]);
        return changed > 0;
      });
    },

    async listSubscriptions(): Promise<Subscription[]> {
      const rows = await db.query<SubscriptionRow>(
        "SELECT * FROM subscriptions ORDER BY created_at",
      );
      return rows.map(toSubscription);
    },

    async listSubmissions(filter: ListFilter = {}): Promise<Submission[]> {
      const { sql, params } = where(filter);
      const limit = filter.limit ? ` LIMIT ${Math.max(1, Math.floor(filter.limit))}` : "";
      const rows = await db.query<SubmissionRow>(
        `SELECT * FROM submissions ${sql} ORDER BY created_at, id${limit}`,
        params,
      );
      return withAttachments(rows);
    },

    /** Removes everything stored about an address: submissions (with files and mails) and subscription. */
    async eraseByEmail(email: string): Promise<{ submissions: number; subscriptions: number }> {
      const key = email.trim().toLowerCase();
      return db.transaction(async (tx) => {
        const subscriptions = await tx.run("DELETE FROM subscriptions WHERE email = ?", [key]);
        const submissions = await tx.run("DELETE FROM submissions WHERE email = ?", [key]);
        return { submissions, subscriptions };
      });
    },

    /**
     * Deletes submissions older than the cutoff, except those whose mail is still on its way, and
     * subscriptions that never were or no longer are confirmed.
     */
    async purgeOlderThan(cutoff: number): Promise<{ submissions: number; subscriptions: number }> {
      return db.transaction(async (tx) => {
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
        return { submissions, subscriptions };
      });
    },

    // ── outbox ────────────────────────────────────────────────────────────────────────────────

    /**
     * Claims due rows for sending: pending rows whose time has come, and rows whose earlier claim's
     * lease ran out (a worker that crashed mid-send). Each claim counts as an attempt.
     */
    async claimDue(now: number, leaseMs: number, limit: number): Promise<OutboxRow[]> {
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

    async markSent(id: string, now: number = Date.now()): Promise<void> {
      await db.run(
        "UPDATE outbox SET status = 'sent', sent_at = ?, lease_until = NULL, last_error = NULL WHERE id = ?",
        [now, id],
      );
    },

    async markCancelled(id: string): Promise<void> {
      await db.run("UPDATE outbox SET status = 'cancelled', lease_until = NULL WHERE id = ?", [id]);
    },

    /** Schedules another attempt, or dead-letters the row when `nextAttemptAt` is null. */
    async markFailed(id: string, error: string, nextAttemptAt: number | null): Promise<void> {
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

    async getOutbox(id: string): Promise<OutboxRow | null> {
      const [row] = await db.query<OutboxDbRow>("SELECT * FROM outbox WHERE id = ?", [id]);
      return row ? toOutbox(row) : null;
    },

    async listOutbox(
      filter: { status?: OutboxStatus; submissionId?: string } = {},
    ): Promise<OutboxRow[]> {
      const clauses: string[] = [];
      const params: SqlValue[] = [];
      if (filter.status) {
        clauses.push("status = ?");
        params.push(filter.status);
      }
      if (filter.submissionId) {
        clauses.push("submission_id = ?");
        params.push(filter.submissionId);
      }
      const rows = await db.query<OutboxDbRow>(
        `SELECT * FROM outbox ${clauses.length ? `WHERE ${clauses.join(" AND ")}` : ""} ORDER BY created_at, id`,
        params,
      );
      return rows.map(toOutbox);
    },

    async outboxStats(): Promise<OutboxStats> {
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

    /** Puts dead-lettered rows back in the queue with a fresh attempt count. */
    async retryDead(now: number = Date.now()): Promise<number> {
      return db.run(
        "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL WHERE status = 'dead'",
        [now],
      );
    },

    /** Everything a mail needs, read fresh at send time (so an erased submission is never mailed). */
    async loadMailContext(row: OutboxRow): Promise<MailContext> {
      const submission = row.submissionId ? await getSubmission(row.submissionId) : null;
      const attachments: Attachment[] = [];
      if (submission && row.kind === "notification") {
        for (const info of submission.attachments) {
          const file = await getAttachment(info.id);
          if (file) attachments.push(file);
        }
      }
      const subscription = row.subscriptionId ? await getSubscription(row.subscriptionId) : null;
      return { outbox: row, submission, attachments, subscription };
    },

    close: () => db.close(),
  };
}

export type Repository = ReturnType<typeof createRepository>;
