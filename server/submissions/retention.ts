// RETENTION_DAYS: purges what is older than the retention period at start and every few hours.
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database.ts";
import { purgeOlderThan } from "./erasure.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
export const PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface RetentionPurge {
  /** Stops the timer and waits for a purge under way. */
  stop(): Promise<void>;
}

export function startRetentionPurge(deps: {
  db: Database;
  days: number;
  /** The file transport's folder, whose erased mails go with their rows. */
  mailDir?: string | null;
  log?: FastifyBaseLogger | undefined;
  now?: () => number;
}): RetentionPurge {
  const now = deps.now ?? Date.now;
  let running: Promise<void> = Promise.resolve();
  const purge = () => {
    running = purgeOlderThan(deps.db, now() - deps.days * DAY_MS, deps).then(
      (removed) => {
        if (removed.submissions || removed.subscriptions || removed.mailFiles)
          deps.log?.info(removed, "retention purge");
      },
      (error: unknown) =>
        deps.log?.error(
          { code: (error as { code?: unknown } | null)?.code },
          "retention purge failed",
        ),
    );
  };
  purge();
  const timer = setInterval(purge, PURGE_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
