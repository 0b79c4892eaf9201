// The newsletter subscriptions: one per mailbox (address-key.ts), pending until the double
// opt-in link is opened. A sign-up stores a consent record and queues its opt-in mail in one
// transaction.
import { type Database, newId } from "../db/database.ts";
import type { OutboxStore } from "../outbox/outbox-store.ts";
import { addressKey } from "./address-key.ts";
import type { SubmissionStore } from "../submissions/submission-store.ts";
import type { NewSubmission } from "../submissions/submission-store.ts";

export type SubscriptionStatus = "pending" | "confirmed" | "unsubscribed";

export type Subscription = {
  id: string;
  email: string;
  status: SubscriptionStatus;
  consentAt: number;
  consentPage: string | null;
  submissionId: string | null;
  confirmSentAt: number | null;
  confirmedAt: number | null;
  unsubscribedAt: number | null;
  createdAt: number;
};

export type SubscribeOutcome =
  "created" | "resent" | "unchanged" | "already-confirmed" | "resubscribed";

export type SignUp = { email: string; page: string | null; data: Record<string, unknown> };

export interface SubscriptionStore {
  /** Idempotent per address; a new or renewed sign-up queues the opt-in mail. */
  subscribe(
    signUp: SignUp,
    now?: number,
  ): Promise<{ outcome: SubscribeOutcome; subscriptionId: string }>;
  /** The subscription's status after the attempt, or null when it does not exist. */
  confirm(id: string, now?: number): Promise<SubscriptionStatus | null>;
  unsubscribe(id: string, now?: number): Promise<boolean>;
  get(id: string): Promise<Subscription | null>;
  list(): Promise<Subscription[]>;
}

/** A pending confirmation is mailed again only after this long, so a form cannot mail-bomb a stranger. */
export const CONFIRM_RESEND_AFTER_MS = 24 * 60 * 60 * 1000;

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

const optionalTime = (value: number | null) => (value === null ? null : Number(value));

const toSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  email: row.email,
  status: row.status as SubscriptionStatus,
  consentAt: Number(row.consent_at),
  consentPage: row.consent_page,
  submissionId: row.submission_id,
  confirmSentAt: optionalTime(row.confirm_sent_at),
  confirmedAt: optionalTime(row.confirmed_at),
  unsubscribedAt: optionalTime(row.unsubscribed_at),
  createdAt: Number(row.created_at),
});

export function createSubscriptionStore(
  db: Database,
  submissions: SubmissionStore,
  outbox: OutboxStore,
): SubscriptionStore {
  return {
    async subscribe(signUp, now = Date.now()) {
      const email = signUp.email.toLowerCase();
      // One subscription per mailbox: `anu+1@…` and `a.nu@gmail…` find Anu's (decision 1106).
      const key = addressKey(email);
      // The consent record: what was sent, from which page, when.
      const consent: NewSubmission = {
        form: "newsletter",
        status: "accepted",
        spamReason: null,
        email,
        data: signUp.data,
        page: signUp.page,
        mails: [],
      };
      return db.transaction(async (tx) => {
        const fresh = newId(now);
        const inserted = await tx.run(
          "INSERT INTO subscriptions (id, email, email_key, status, consent_at, consent_page, confirm_sent_at, created_at) VALUES (?, ?, ?, 'pending', ?, ?, ?, ?) ON CONFLICT DO NOTHING",
          [fresh, email, key, now, signUp.page, now, now],
        );
        if (inserted === 1) {
          const submissionId = await submissions.insertWith(tx, consent, now);
          await tx.run("UPDATE subscriptions SET submission_id = ? WHERE id = ?", [
            submissionId,
            fresh,
          ]);
          await outbox.enqueue(
            tx,
            "newsletter-confirm",
            { submissionId, subscriptionId: fresh },
            now,
          );
          return { outcome: "created", subscriptionId: fresh };
        }
        const lock = tx.dialect === "postgres" ? " FOR UPDATE" : "";
        // The mailbox's subscription, or one made before keys were kept (found by its address).
        const [row] = await tx.query<SubscriptionRow>(
          `SELECT * FROM subscriptions WHERE email_key = ? OR email = ?
           ORDER BY CASE WHEN email_key = ? THEN 0 ELSE 1 END LIMIT 1${lock}`,
          [key, email, key],
        );
        if (!row) throw new Error("subscription vanished during sign-up");
        const existing = toSubscription(row);
        if (existing.status === "confirmed")
          return { outcome: "already-confirmed", subscriptionId: existing.id };
        if (
          existing.status === "pending" &&
          existing.confirmSentAt !== null &&
          now - existing.confirmSentAt < CONFIRM_RESEND_AFTER_MS
        ) {
          return { outcome: "unchanged", subscriptionId: existing.id };
        }
        const submissionId = await submissions.insertWith(tx, consent, now);
        await tx.run(
          "UPDATE subscriptions SET status = 'pending', consent_at = ?, consent_page = ?, submission_id = ?, confirm_sent_at = ?, unsubscribed_at = NULL WHERE id = ?",
          [now, signUp.page, submissionId, now, existing.id],
        );
        await outbox.enqueue(
          tx,
          "newsletter-confirm",
          { submissionId, subscriptionId: existing.id },
          now,
        );
        return {
          outcome: existing.status === "pending" ? "resent" : "resubscribed",
          subscriptionId: existing.id,
        };
      });
    },

    async confirm(id, now = Date.now()) {
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

    async unsubscribe(id, now = Date.now()) {
      return db.transaction(async (tx) => {
        const changed = await tx.run(
          "UPDATE subscriptions SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, ?) WHERE id = ?",
          [now, id],
        );
        // An opt-in mail still waiting would now invite someone who just said no.
        await outbox.dropPendingFor(tx, id);
        return changed > 0;
      });
    },

    async get(id) {
      const [row] = await db.query<SubscriptionRow>("SELECT * FROM subscriptions WHERE id = ?", [
        id,
      ]);
      return row ? toSubscription(row) : null;
    },

    async list() {
      const rows = await db.query<SubscriptionRow>(
        "SELECT * FROM subscriptions ORDER BY created_at",
      );
      return rows.map(toSubscription);
    },
  };
}
