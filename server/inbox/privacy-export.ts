// Everything held about one address, for a person who asks what the agency keeps (the admin's
// privacy export): their submissions with their files, their subscription, and the mails about them.
import type { Queryable } from "../db/database.ts";
import { normalEmail } from "./staff-store.ts";

const timeOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

export async function privacyExport(db: Queryable, email: string, now: number) {
  const address = normalEmail(email);
  const submissions = await db.query<Record<string, unknown>>(
    "SELECT * FROM submissions WHERE email = ? ORDER BY created_at, id",
    [address],
  );
  const subscriptions = await db.query<Record<string, unknown>>(
    "SELECT * FROM subscriptions WHERE email = ? ORDER BY created_at, id",
    [address],
  );
  const ids = submissions.map((s) => String(s.id));
  const subscriptionIds = subscriptions.map((s) => String(s.id));
  const marks = (list: string[]) => list.map(() => "?").join(", ") || "NULL";
  const files = ids.length
    ? await db.query<Record<string, unknown>>(
        `SELECT * FROM attachments WHERE submission_id IN (${marks(ids)}) ORDER BY id`,
        ids,
      )
    : [];
  const mails =
    ids.length || subscriptionIds.length
      ? await db.query<Record<string, unknown>>(
          `SELECT id, kind, submission_id, subscription_id, status, attempts, created_at, sent_at FROM outbox
           WHERE submission_id IN (${marks(ids)}) OR subscription_id IN (${marks(subscriptionIds)})
           ORDER BY created_at, id`,
          [...ids, ...subscriptionIds],
        )
      : [];
  return {
    email: address,
    exportedAt: new Date(now).toISOString(),
    submissions: submissions.map((s) => ({
      id: s.id,
      form: s.form,
      status: s.status,
      spamReason: s.spam_reason,
      page: s.page,
      createdAt: timeOrNull(s.created_at),
      reviewState: s.review_state,
      readAt: timeOrNull(s.read_at),
      data: JSON.parse(String(s.data)) as unknown,
      files: files
        .filter((f) => f.submission_id === s.id)
        .map((f) => ({
          id: f.id,
          fileName: f.file_name,
          contentType: f.content_type,
          size: Number(f.size),
          sha256: f.sha256,
          contentBase64: Buffer.from(f.content as Uint8Array).toString("base64"),
        })),
    })),
    subscriptions: subscriptions.map((s) => ({
      id: s.id,
      status: s.status,
      consentAt: timeOrNull(s.consent_at),
      consentPage: s.consent_page,
      confirmedAt: timeOrNull(s.confirmed_at),
      unsubscribedAt: timeOrNull(s.unsubscribed_at),
      createdAt: timeOrNull(s.created_at),
    })),
    mails: mails.map((m) => ({
      id: m.id,
      kind: m.kind,
      about: m.submission_id ?? m.subscription_id,
      status: m.status,
      attempts: Number(m.attempts),
      createdAt: timeOrNull(m.created_at),
      sentAt: timeOrNull(m.sent_at),
    })),
  };
}
