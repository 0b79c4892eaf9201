// Removing personal data: everything about one address on request (`erase`), and whatever is older
// than the retention period (`purge`, RETENTION_DAYS). Each runs in one transaction over the
// submissions, their files (by cascade), the subscriptions and the outbox.
import type { Database } from "../db/database.ts";
import { addressHash } from "./submission-store.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type Removed = { submissions: number; subscriptions: number };

export async function eraseByEmail(db: Database, email: string): Promise<Removed> {
  const key = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const subscriptions = await tx.run("DELETE FROM subscriptions WHERE email = ?", [key]);
    const submissions = await tx.run("DELETE FROM submissions WHERE email = ?", [key]);
    await tx.run("DELETE FROM visitor_mail_days WHERE address_hash = ?", [addressHash(key)]);
    return { submissions, subscriptions };
  });
}

/**
 * Deletes submissions older than the cutoff, except those whose mail is still on its way, and
 * subscriptions that never were or no longer are confirmed.
 */
export async function purgeOlderThan(db: Database, cutoff: number): Promise<Removed> {
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
    await tx.run("DELETE FROM visitor_mail_days WHERE day < ?", [Math.floor(cutoff / DAY_MS)]);
    return { submissions, subscriptions };
  });
}
