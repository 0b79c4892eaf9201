// A bound on applications read at once. Each one in hand holds its CV in memory (up to
// UPLOAD_MAX_MB, twice while it is joined) while it is checked and stored; without a bound, a few
// hundred at once exhaust a small server. Those over the bound wait, their bodies left unread in
// the socket (TCP pushes back on the sender), and after the wait answer 503 with Retry-After.
//
// A slot is taken only once the CV's bytes are flowing (decision 1102): taken before the body,
// as it was, four uploads that never sent theirs held all four for the whole request timeout. And
// a client holds or waits for one slot at a time, so one address cannot take them all.

export class UploadsBusy extends Error {
  readonly statusCode = 503;
  constructor(readonly retryAfterSeconds: number) {
    super("too many uploads in flight");
  }
}

/**
 * A second upload from a client whose first holds or waits for a slot (it is still being sent,
 * checked or stored). 429, not 503:
 * it is this client's doing, not the server being full, and the proxy in front
 * (deploy/nginx.conf) retries a 503 on the other server, where it would get in.
 */
export class UploadInProgress extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super("an upload from this client is in progress");
  }
}

/** An application that went away while it waited for a slot. */
export class UploadGone extends Error {
  constructor() {
    super("the upload ended while it waited for a slot");
  }
}

/** Uploads one client may have holding or waiting for a slot at once. */
export const UPLOADS_PER_CLIENT = 1;
/**
 * What a client told to wait for its own upload is told: a stalled one is dropped within
 * UPLOAD_PACE's grace and window (10 s), a real one is done within that as a rule.
 */
export const UPLOAD_IN_PROGRESS_RETRY_SECONDS = 10;

export interface Upload {
  /**
   * Waits for a slot; call it once the body is flowing. Rejects with UploadsBusy after the wait,
   * or UploadGone if the upload ended meanwhile. A second call answers the first's promise.
   */
  acquire(): Promise<void>;
  /** The application is over (answered or abandoned): frees its slot or its place in line, and its client's turn. Idempotent. */
  done(): void;
}

export interface UploadSlots {
  /**
   * Registers an upload from `client` (its address as the server determines it, through
   * TRUST_PROXY), once its CV flows; the slot comes with acquire(). Throws UploadInProgress when
   * the client has UPLOADS_PER_CLIENT registered already.
   */
  admit(client: string): Upload;
  readonly inUse: number;
  readonly waiting: number;
  /** Clients with an application in progress. */
  readonly clients: number;
}

type Timers = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const globalTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export function createUploadSlots(
  limit: number,
  waitMs: number,
  timers: Timers = globalTimers,
): UploadSlots {
  let inUse = 0;
  const queue: Array<() => void> = [];
  const inProgress = new Map<string, number>();

  /** A slot freed goes straight to the next in line, so nobody overtakes a waiter. */
  function freeSlot() {
    const next = queue.shift();
    if (next) next();
    else inUse -= 1;
  }

  return {
    admit(client) {
      const count = inProgress.get(client) ?? 0;
      if (count >= UPLOADS_PER_CLIENT) throw new UploadInProgress(UPLOAD_IN_PROGRESS_RETRY_SECONDS);
      inProgress.set(client, count + 1);

      let state: "admitted" | "waiting" | "holding" | "done" = "admitted";
      let acquiring: Promise<void> | null = null;
      let leaveLine: (() => void) | null = null;

      return {
        acquire() {
          if (acquiring) return acquiring;
          if (state === "done") return (acquiring = Promise.reject(new UploadGone()));
          if (inUse < limit) {
            inUse += 1;
            state = "holding";
            return (acquiring = Promise.resolve());
          }
          state = "waiting";
          acquiring = new Promise<void>((resolve, reject) => {
            const granted = () => {
              timers.clearTimeout(timer);
              state = "holding";
              resolve();
            };
            const timer = timers.setTimeout(() => {
              queue.splice(queue.indexOf(granted), 1);
              state = "admitted";
              reject(new UploadsBusy(Math.max(1, Math.ceil(waitMs / 1000))));
            }, waitMs);
            leaveLine = () => {
              timers.clearTimeout(timer);
              queue.splice(queue.indexOf(granted), 1);
              reject(new UploadGone());
            };
            queue.push(granted);
          });
          return acquiring;
        },
        done() {
          if (state === "done") return;
          if (state === "holding") freeSlot();
          if (state === "waiting") leaveLine?.();
          state = "done";
          const count = (inProgress.get(client) ?? 1) - 1;
          if (count > 0) inProgress.set(client, count);
          else inProgress.delete(client);
        },
      };
    },
    get inUse() {
      return inUse;
    },
    get waiting() {
      return queue.length;
    },
    get clients() {
      return inProgress.size;
    },
  };
}
