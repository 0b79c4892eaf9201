// Slows down password guessing (decision 1012): failed sign-ins are counted per address (known
// or not, so the lock itself reveals nothing) and per client, in the database so every server
// shares the counts. Past the limit within the window, the key is locked; each further lock
// doubles, and while locked even the right password answers 429.
import { createHash } from "node:crypto";
import type { Database } from "../db/database.ts";
import { SIGN_IN_LIMITS } from "./staff-policy.ts";

export type SignInKeys = { account: string; client: string };

export interface SignInLimits {
  /** Milliseconds until the later of the two locks ends, or 0 when neither is locked. */
  lockedFor(keys: SignInKeys, now?: number): Promise<number>;
  /** Counts a failure against both keys. */
  failed(keys: SignInKeys, now?: number): Promise<void>;
  /** A successful sign-in clears the address's count (not the client's). */
  succeeded(keys: SignInKeys): Promise<void>;
}

const hashed = (kind: string, value: string) =>
  createHash("sha256").update(`${kind}|${value}`).digest("base64url");
const accountKey = (email: string) => hashed("account", email.trim().toLowerCase());
const clientKey = (ip: string) => hashed("client", ip);

/** Expired records are deleted once every this many failures, by whichever server counts it. */
const SWEEP_EVERY = 200;

export function createSignInLimits(db: Database, limits = SIGN_IN_LIMITS): SignInLimits {
  let counted = 0;

  async function fail(key: string, max: number, now: number) {
    await db.transaction(async (tx) => {
      // The upsert takes the row's lock (PostgreSQL), so concurrent failures all count.
      const [row] = await tx.query<{ failures: number | string; lockouts: number | string }>(
        `INSERT INTO sign_in_failures (key, failures, window_ends_at, lockouts, locked_until, forget_at)
         VALUES (?, 1, ?, 0, 0, ?)
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN sign_in_failures.window_ends_at <= ? THEN 1 ELSE sign_in_failures.failures + 1 END,
           window_ends_at = CASE WHEN sign_in_failures.window_ends_at <= ? THEN excluded.window_ends_at
                                 ELSE sign_in_failures.window_ends_at END,
           lockouts = CASE WHEN sign_in_failures.forget_at <= ? THEN 0 ELSE sign_in_failures.lockouts END,
           forget_at = excluded.forget_at
         RETURNING failures, lockouts`,
        [key, now + limits.windowMs, now + limits.forgetAfterMs, now, now, now],
      );
      const failures = Number(row!.failures);
      const lockouts = Number(row!.lockouts);
      if (failures < max) return;
      const lockMs = Math.min(limits.maxLockMs, limits.firstLockMs * 2 ** lockouts);
      await tx.run(
        `UPDATE sign_in_failures SET failures = 0, window_ends_at = ?, lockouts = lockouts + 1,
           locked_until = ?, forget_at = ? WHERE key = ?`,
        [now, now + lockMs, now + lockMs + limits.forgetAfterMs, key],
      );
    });
  }

  return {
    async lockedFor(keys, now = Date.now()) {
      const [row] = await db.query<{ until: number | string | null }>(
        "SELECT MAX(locked_until) AS until FROM sign_in_failures WHERE key IN (?, ?)",
        [accountKey(keys.account), clientKey(keys.client)],
      );
      return Math.max(0, Number(row?.until ?? 0) - now);
    },

    async failed(keys, now = Date.now()) {
      if (++counted % SWEEP_EVERY === 0)
        await db.run("DELETE FROM sign_in_failures WHERE forget_at <= ? AND locked_until <= ?", [
          now,
          now,
        ]);
      await fail(accountKey(keys.account), limits.perAccount, now);
      await fail(clientKey(keys.client), limits.perClient, now);
    },

    async succeeded(keys) {
      await db.run("DELETE FROM sign_in_failures WHERE key = ?", [accountKey(keys.account)]);
    },
  };
}
