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
 * cancelled subscription is never mailed). The CV's bytes are read only when asked for.
 */
export async function loadMailContext(
  row: OutboxRow,
  stores: { submissions: SubmissionStore; subscriptions: SubscriptionStore },
  { withAttachments = true } = {},
): Promise<MailContext> {
  const submission = row.submissionId ? await stores.submissions.get(row.submissionId) : null;
  const subscription = row.subscriptionId
    ? await stores.subscriptions.get(row.subscriptionId)
    : null;
  const context = { outbox: row, submission, attachments: [], subscription };
  return withAttachments ? withFiles(context, stores.submissions) : context;
}

/** Only the agency's notification carries the CV. */
const carriesFiles = ({ outbox, submission }: MailContext) =>
  outbox.kind === "notification" && (submission?.attachments.length ?? 0) > 0;

async function withFiles(context: MailContext, submissions: SubmissionStore): Promise<MailContext> {
  if (!carriesFiles(context)) return context;
  const attachments: Attachment[] = [];
  for (const info of context.submission!.attachments) {
    const file = await submissions.getAttachment(info.id);
    if (file) attachments.push(file);
  }
  return { ...context, attachments };
}

/** Runs at most `limit` tasks at once; the others wait their turn in order. */
function createGate(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      // The place passes straight to the next in line.
      if (next) next();
      else active -= 1;
    }
  };
}

export type OutboxOptions = {
  /** How often to look for due rows when nothing nudges the worker. */
  pollIntervalMs?: number;
  batchSize?: number;
  filesInFlight?: number;
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
  /**
   * Mails carrying a CV sent at once: each holds the file and its encoding in memory (up to
   * ~3 × UPLOAD_MAX_MB), so a burst of applications must not be composed ten at a time.
   */
  filesInFlight: 2,
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

/** How a claimed mail ended: lost means another worker had taken its claim over. */
export type Delivery = "sent" | "retry" | "dead" | "cancelled" | "lost";

export interface OutboxWorker {
  /** One pass: claims a batch and delivers it; answers how many rows were claimed. */
  runOnce(): Promise<number>;
  start(): void;
  /** Something was queued: look now rather than at the next poll. */
  nudge(): void;
  /** Finishes the mail in hand, hands back any claim still held, then stops. */
  stop(): Promise<void>;
  /** Started and not stopped (the readiness check asks). */
  readonly running: boolean;
}

export function createOutboxWorker(deps: {
  outbox: OutboxStore;
  submissions: SubmissionStore;
  subscriptions: SubscriptionStore;
  transport: MailTransport;
  mail: MailConfig;
  log?: FastifyBaseLogger | undefined;
  /** Told how each claimed mail ended and how long it took (the metrics). */
  observe?: ((kind: string, outcome: Delivery, seconds: number) => void) | undefined;
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
  const withFilesGate = createGate(o.filesInFlight);

  /** A claim was taken over while this server held it: the other claimer's marks stand. */
  function lost(row: ClaimedRow, stage: string): "lost" {
    log?.warn({ outboxId: row.id, kind: row.kind, stage }, "mail claim lost to another worker");
    return "lost";
  }

  /** Renews the lease a third of the way through each term while `work` runs. */
  async function holdingLease<T>(row: ClaimedRow, work: () => Promise<T>): Promise<T> {
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
      return await work();
    } finally {
      clearInterval(timer);
    }
  }

  async function deliver(row: ClaimedRow): Promise<Delivery> {
    const context = await loadMailContext(row, deps, { withAttachments: false });
    return carriesFiles(context)
      ? withFilesGate(async () => send(row, await withFiles(context, deps.submissions)))
      : send(row, context);
  }

  async function send(row: ClaimedRow, context: MailContext): Promise<Delivery> {
    const message = composeMail(context, mail);
    if (!message) {
      return (await outbox.markCancelled(row)) ? "cancelled" : lost(row, "cancel");
    }
    try {
      await transport.send(message, row.id);
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
          // Held from the claim to the mark, the wait for a place to send a CV included.
          const started = performance.now();
          const outcome = await holdingLease(row, () => deliver(row));
          deps.observe?.(row.kind, outcome, (performance.now() - started) / 1000);
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
      const wasRunning = loop !== null;
      running = false;
      wake?.();
      await loop;
      loop = null;
      // Nothing is in flight now: whatever this server still holds goes back to the queue at once.
      if (wasRunning) await outbox.releaseClaimsOf(claimant, now()).catch(() => 0);
    },
    get running() {
      return running;
    },
  };
}
