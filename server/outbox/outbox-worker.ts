// The outbox worker inside the server process: claims due mail rows, reads what each is about,
// has it composed and sends it, marks it sent, retries failures with exponential backoff up to a
// cap and dead-letters them after the last try. While a send is in hand its lease is renewed, so
// a slow mail server does not make another server send the same mail; every mark is fenced by the
// claim (outbox-store.ts), so a server that lost its claim anyway cannot undo the next one's work.
import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import { composeMail, type MailConfig } from "../mail/compose.ts";
import type { MailTransport } from "../mail/transport.ts";
import type { Subscription, SubscriptionStore } from "../newsletter/subscription-store.ts";
import type { Attachment, Submission, SubmissionStore } from "../submissions/submission-store.ts";
import type { ClaimedRow, OutboxRow, OutboxStore } from "./outbox-store.ts";

export type MailContext = {
  outbox: OutboxRow;
  submission: Submission | null;
  attachments: Attachment[];
  subscription: Subscription | null;
};

/**
 * Everything a queued mail is composed from, read fresh at send time (so an erased submission or a
 * cancelled subscription is never mailed).
 */
export async function loadMailContext(
  row: OutboxRow,
  stores: { submissions: SubmissionStore; subscriptions: SubscriptionStore },
): Promise<MailContext> {
  const submission = row.submissionId ? await stores.submissions.get(row.submissionId) : null;
  const attachments: Attachment[] = [];
  // Only the agency's notification carries the CV.
  if (submission && row.kind === "notification") {
    for (const info of submission.attachments) {
      const file = await stores.submissions.getAttachment(info.id);
      if (file) attachments.push(file);
    }
  }
  const subscription = row.subscriptionId
    ? await stores.subscriptions.get(row.subscriptionId)
    : null;
  return { outbox: row, submission, attachments, subscription };
}

export type OutboxOptions = {
  /** How often to look for due rows when nothing nudges the worker. */
  pollIntervalMs?: number;
  batchSize?: number;
  /** How long a claim is held; a crashed worker's rows are taken over after it. */
  leaseMs?: number;
  /** First retry delay; doubled per attempt up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many attempts a row is dead-lettered (see `mail status` / `mail retry`). */
  maxAttempts?: number;
  /**
   * The name this server claims under (INSTANCE_ID). It must stay the same across restarts and
   * differ between servers sharing a database: at start the worker hands back its own old claims.
   */
  claimant?: string;
  now?: () => number;
};

export const OUTBOX_DEFAULTS = {
  pollIntervalMs: 2_000,
  batchSize: 10,
  leaseMs: 120_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60 * 1000,
  maxAttempts: 24,
} as const;

type SendError = { code?: unknown; responseCode?: unknown; message?: unknown };

/** A short, stored description; the mail server's text may name addresses, so it stays out of logs. */
function describe(error: unknown): string {
  const e = (error ?? {}) as SendError;
  const parts = [typeof e.code === "string" ? e.code : "ERROR"];
  if (typeof e.responseCode === "number") parts.push(String(e.responseCode));
  if (typeof e.message === "string") parts.push(e.message.slice(0, 500));
  return parts.join(" ");
}

/** The exponential backoff: base · 2^(attempt−1), capped, with ±20 % jitter so retries spread out. */
export function backoffDelay(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const raw = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(raw * (0.8 + 0.4 * random()));
}

export interface OutboxWorker {
  /** One pass: claims a batch and delivers it; answers how many rows were claimed. */
  runOnce(): Promise<number>;
  start(): void;
  /** Something was queued: look now rather than at the next poll. */
  nudge(): void;
  /** Finishes the mail in hand, then stops. */
  stop(): Promise<void>;
}

export function createOutboxWorker(deps: {
  outbox: OutboxStore;
  submissions: SubmissionStore;
  subscriptions: SubscriptionStore;
  transport: MailTransport;
  mail: MailConfig;
  log?: FastifyBaseLogger | undefined;
  options?: OutboxOptions | undefined;
}): OutboxWorker {
  const { outbox, transport, mail, log } = deps;
  const o = { ...OUTBOX_DEFAULTS, ...deps.options };
  const now = o.now ?? Date.now;

  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let nudged = false;
  const claimant = o.claimant ?? `${hostname()}:${process.pid}`;

  /** A claim was taken over while this server held it: the other claimer's marks stand. */
  function lost(row: ClaimedRow, stage: string): "lost" {
    log?.warn({ outboxId: row.id, kind: row.kind, stage }, "mail claim lost to another worker");
    return "lost";
  }

  /** Renews the lease a third of the way through each term while `send` runs. */
  async function holdingLease<T>(row: ClaimedRow, send: () => Promise<T>): Promise<T> {
    const timer = setInterval(
      () => {
        outbox.renewLease(row, now() + o.leaseMs).then(
          (held) => {
            if (!held) clearInterval(timer);
          },
          (error: unknown) =>
            log?.warn(
              { outboxId: row.id, code: (error as SendError | null)?.code },
              "lease renewal failed",
            ),
        );
      },
      Math.max(10, Math.floor(o.leaseMs / 3)),
    );
    try {
      return await send();
    } finally {
      clearInterval(timer);
    }
  }

  async function deliver(
    row: ClaimedRow,
  ): Promise<"sent" | "retry" | "dead" | "cancelled" | "lost"> {
    const message = composeMail(await loadMailContext(row, deps), mail);
    if (!message) {
      return (await outbox.markCancelled(row)) ? "cancelled" : lost(row, "cancel");
    }
    try {
      await holdingLease(row, () => transport.send(message, row.id));
    } catch (error) {
      const responseCode = (error as SendError | null)?.responseCode;
      // A visitor's address the mail server refuses for good (5xx to RCPT TO: nodemailer's
      // EENVELOPE) will not improve with retries. A 5xx for the whole session (greeting, MAIL FROM,
      // DATA) is the server's trouble, not the address's, so it retries like an outage; the agency's
      // own notifications always retry (a configuration error can be fixed meanwhile).
      const permanent =
        typeof responseCode === "number" &&
        responseCode >= 500 &&
        (error as SendError | null)?.code === "EENVELOPE" &&
        row.kind !== "notification";
      const dead = permanent || row.attempts >= o.maxAttempts;
      const held = await outbox.markFailed(
        row,
        describe(error),
        dead ? null : now() + backoffDelay(row.attempts, o.baseDelayMs, o.maxDelayMs),
      );
      if (!held) return lost(row, "failure");
      log?.warn(
        {
          outboxId: row.id,
          kind: row.kind,
          attempt: row.attempts,
          code: (error as SendError | null)?.code,
          responseCode,
          dead,
        },
        "mail delivery failed",
      );
      return dead ? "dead" : "retry";
    }
    if (!(await outbox.markSent(row, now()))) return lost(row, "sent");
    log?.info({ outboxId: row.id, kind: row.kind, attempt: row.attempts }, "mail sent");
    return "sent";
  }

  /**
   * One pass: claim a batch and deliver its rows side by side (the SMTP transport pools its
   * connections, so a burst of submissions does not queue behind one connection's round trips).
   * Answers how many rows were claimed.
   */
  async function runOnce(): Promise<number> {
    const rows = await outbox.claimDue(now(), o.leaseMs, o.batchSize, claimant);
    await Promise.all(
      rows.map(async (row) => {
        try {
          await deliver(row);
        } catch (error) {
          // The database failed mid-delivery: the lease runs out and another pass takes the row again.
          log?.error(
            { outboxId: row.id, code: (error as SendError | null)?.code },
            "outbox row failed",
          );
        }
      }),
    );
    return rows.length;
  }

  function sleep(ms: number): Promise<void> {
    if (nudged) {
      nudged = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  }

  async function run(): Promise<void> {
    try {
      const released = await outbox.releaseClaimsOf(claimant, now());
      if (released > 0) log?.info({ released, claimant }, "own unfinished mail claims handed back");
    } catch (error) {
      // Not fatal: those rows are taken over when their lease runs out, as before.
      log?.error({ code: (error as SendError | null)?.code }, "handing back own claims failed");
    }
    while (running) {
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (error) {
        log?.error({ code: (error as SendError | null)?.code }, "outbox pass failed");
      }
      if (running && claimed < o.batchSize) await sleep(o.pollIntervalMs);
    }
  }

  return {
    runOnce,
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    nudge() {
      if (wake) wake();
      else nudged = true;
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = null;
    },
  };
}
