// Slows down password guessing (decisions 1012 and 1103): sign-in attempts are counted per address
// (known or not, so the lock itself reveals nothing) and per client, in the database so every
// server shares the counts. An attempt is reserved before any hashing, in one transaction that
// holds both records: a key whose window is full, or that is locked, refuses it without counting
// it, so however many arrive at once no more than the limit are ever verified. A failure leaves
// its reservation counted and locks a full key (each further lock doubles); a success clears the
// address's record and gives the client its attempt back. A locked key is never extended by
// attempts made against it; `staff unlock` and `staff reset` end an address's lock.
import { createHash } from "node:crypto";
import type { Database, Queryable } from "../db/database.ts";
import { SIGN_IN_LIMITS } from "./staff-policy.ts";

export type SignInKeys = { account: string; client: string };

/** May the attempt be verified? If not, for how long the keys refuse (Retry-After). */
export type Reservation = { allowed: true } | { allowed: false; retryMs: number };

export interface SignInLimits {
  /**
   * Counts the attempt against both keys before its password is hashed, or refuses it, changing
   * nothing, when either key is locked or has as many attempts in its window as it allows.
   */
  reserve(keys: SignInKeys, now?: number): Promise<Reservation>;
  /** The reserved attempt's password was wrong: it stays counted, and a full key is locked. */
  failed(keys: SignInKeys, now?: number): Promise<void>;
  /** A successful sign-in clears the address's record and gives the client its attempt back. */
  succeeded(keys: SignInKeys, now?: number): Promise<void>;
  /** The reserved attempt was never verified (the server was too busy): both keys get it back. */
  released(keys: SignInKeys, now?: number): Promise<void>;
}

const hashed = (kind: string, value: string) =>
  createHash("sha256").update(`${kind}|${value}`).digest("base64url");
const accountKey = (email: string) => hashed("account", email.trim().toLowerCase());
const clientKey = (ip: string) => hashed("client", ip);

/** Expired records are deleted once every this many failures, by whichever server counts it. */
const SWEEP_EVERY = 200;

type Limits = typeof SIGN_IN_LIMITS;

type RecordRow = {
  failures: number | string;
  window_ends_at: number | string;
  lockouts: number | string;
  locked_until: number | string;
  forget_at: number | string;
};

type Held = {
  key: string;
  max: number;
  failures: number;
  windowEndsAt: number;
  lockouts: number;
  lockedUntil: number;
  forgetAt: number;
};

/**
 * Takes the records of the keys for the rest of the transaction, making those that do not exist:
 * the upsert locks the row on PostgreSQL (and SQLite runs one write transaction at a time). Keys
 * are taken in one order, so two transactions never wait on each other's second key.
 */
async function hold(tx: Queryable, keys: [string, number][], now: number, limits: Limits) {
  const held: Held[] = [];
  for (const [key, max] of [...keys].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const [row] = await tx.query<RecordRow>(
      `INSERT INTO sign_in_failures (key, failures, window_ends_at, lockouts, locked_until, forget_at)
       VALUES (?, 0, ?, 0, 0, ?)
       ON CONFLICT (key) DO UPDATE SET failures = sign_in_failures.failures
       RETURNING failures, window_ends_at, lockouts, locked_until, forget_at`,
      [key, now, now + limits.forgetAfterMs],
    );
    held.push({
      key,
      max,
      failures: Number(row!.failures),
      windowEndsAt: Number(row!.window_ends_at),
      lockouts: Number(row!.lockouts),
      lockedUntil: Number(row!.locked_until),
      forgetAt: Number(row!.forget_at),
    });
  }
  return held;
}

/** Gives one reserved attempt back to a key that is not locked, within the window it was made in. */
const giveBack = (q: Queryable, key: string, now: number) =>
  q.run(
    `UPDATE sign_in_failures SET failures = failures - 1
     WHERE key = ? AND failures > 0 AND window_ends_at > ? AND locked_until <= ?`,
    [key, now, now],
  );

/**
 * Ends the lock on an address and forgets its attempts (`staff unlock`, `staff reset`), in the
 * caller's transaction when given one. Answers how long the lock still had to run (0 when none).
 */
export async function clearAddress(q: Queryable, email: string, now = Date.now()) {
  const rows = await q.query<{ locked_until: number | string }>(
    "DELETE FROM sign_in_failures WHERE key = ? RETURNING locked_until",
    [accountKey(email)],
  );
  return Math.max(0, ...rows.map((row) => Number(row.locked_until) - now));
}

export function createSignInLimits(db: Database, limits: Limits = SIGN_IN_LIMITS): SignInLimits {
  let counted = 0;
  const both = (keys: SignInKeys): [string, number][] => [
    [accountKey(keys.account), limits.perAccount],
    [clientKey(keys.client), limits.perClient],
  ];

  async function sweep(now: number) {
    // Records nobody holds; on PostgreSQL those a sign-in holds right now are skipped, not awaited.
    const skipHeld = db.dialect === "postgres" ? "FOR UPDATE SKIP LOCKED" : "";
    await db.run(
      `DELETE FROM sign_in_failures WHERE key IN (
         SELECT key FROM sign_in_failures WHERE forget_at <= ? AND locked_until <= ? ${skipHeld})`,
      [now, now],
    );
  }

  return {
    reserve: (keys, now = Date.now()) =>
      db.transaction(async (tx): Promise<Reservation> => {
        const held = await hold(tx, both(keys), now, limits);
        let retryMs = 0;
        for (const r of held) {
          if (r.lockedUntil > now) retryMs = Math.max(retryMs, r.lockedUntil - now);
          else if (r.windowEndsAt > now && r.failures >= r.max)
            // Its last attempts are being verified: refused until they fail (a lock) or succeed.
            retryMs = Math.max(retryMs, r.windowEndsAt - now);
        }
        if (retryMs > 0) return { allowed: false, retryMs };
        for (const r of held) {
          const fresh = r.windowEndsAt <= now;
          await tx.run(
            `UPDATE sign_in_failures SET failures = ?, window_ends_at = ?, lockouts = ?, forget_at = ?
             WHERE key = ?`,
            [
              fresh ? 1 : r.failures + 1,
              fresh ? now + limits.windowMs : r.windowEndsAt,
              r.forgetAt <= now ? 0 : r.lockouts,
              Math.max(r.forgetAt, now + limits.forgetAfterMs),
              r.key,
            ],
          );
        }
        return { allowed: true };
      }),

    async failed(keys, now = Date.now()) {
      if (++counted % SWEEP_EVERY === 0) await sweep(now);
      await db.transaction(async (tx) => {
        for (const r of await hold(tx, both(keys), now, limits)) {
          // Locked while this attempt was being verified: not counted, and the lock not extended.
          if (r.lockedUntil > now) continue;
          const lockouts = r.forgetAt <= now ? 0 : r.lockouts;
          // Reserved in a window that has ended since, or a record cleared meanwhile (a success,
          // an unlock): the failure counts in a new window.
          const fresh = r.windowEndsAt <= now;
          const failures = fresh ? 1 : Math.max(1, r.failures);
          if (failures >= r.max) {
            const lockMs = Math.min(limits.maxLockMs, limits.firstLockMs * 2 ** lockouts);
            await tx.run(
              `UPDATE sign_in_failures SET failures = 0, window_ends_at = ?, lockouts = ?,
                 locked_until = ?, forget_at = ? WHERE key = ?`,
              [now, lockouts + 1, now + lockMs, now + lockMs + limits.forgetAfterMs, r.key],
            );
          } else {
            await tx.run(
              `UPDATE sign_in_failures SET failures = ?, window_ends_at = ?, lockouts = ?, forget_at = ?
               WHERE key = ?`,
              [
                failures,
                fresh ? now + limits.windowMs : r.windowEndsAt,
                lockouts,
                Math.max(r.forgetAt, now + limits.forgetAfterMs),
                r.key,
              ],
            );
          }
        }
      });
    },

    async succeeded(keys, now = Date.now()) {
      await clearAddress(db, keys.account, now);
      await giveBack(db, clientKey(keys.client), now);
    },

    async released(keys, now = Date.now()) {
      for (const [key] of both(keys)) await giveBack(db, key, now);
    },
  };
}
