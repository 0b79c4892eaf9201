// The rate limit's counts in the database (@fastify/rate-limit's store interface): every server on
// one database shares them and a restart keeps them, so adding servers or restarting one does not
// multiply what a client may send. A fixed window per client and endpoint, counted by one upsert.
import { createHash } from "node:crypto";
import type { Database } from "../db/database.ts";

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** Expired windows are deleted once every this many hits, by whichever server counts it. */
const SWEEP_EVERY = 500;

/** The client's address is personal data: only its hash (with the route) is kept. */
const keyOf = (key: string) => createHash("sha256").update(key).digest("base64url");

export function databaseRateLimitStore(db: Database, now: () => number = Date.now) {
  let hits = 0;

  async function count(key: string, timeWindow: number): Promise<Counted> {
    const t = now();
    if (++hits % SWEEP_EVERY === 0) {
      await db.run("DELETE FROM rate_limits WHERE window_ends_at <= ?", [t]);
    }
    const [row] = await db.query<{ hits: number | string; window_ends_at: number | string }>(
      `INSERT INTO rate_limits (key, hits, window_ends_at) VALUES (?, 1, ?)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limits.window_ends_at <= ? THEN 1 ELSE rate_limits.hits + 1 END,
         window_ends_at = CASE WHEN rate_limits.window_ends_at <= ? THEN excluded.window_ends_at
                               ELSE rate_limits.window_ends_at END
       RETURNING hits, window_ends_at`,
      [keyOf(key), t + timeWindow, t, t],
    );
    return { current: Number(row!.hits), ttl: Math.max(0, Number(row!.window_ends_at) - t) };
  }

  /** The plugin constructs the store itself, and a child per route with its own options. */
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      count(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}
