// A bound on applications read at once. Each one in hand holds its CV in memory (up to
// UPLOAD_MAX_MB, twice while it is joined) while it is checked and stored; without a bound, a few
// hundred at once exhaust a small server. Those over the bound wait, their bodies left unread in
// the socket (TCP pushes back on the sender), and after the wait answer 503 with Retry-After.

export class UploadsBusy extends Error {
  readonly statusCode = 503;
  constructor(readonly retryAfterSeconds: number) {
    super("too many uploads in flight");
  }
}

export interface UploadSlots {
  /** Resolves with the function that frees the slot; rejects with UploadsBusy after the wait. */
  acquire(): Promise<() => void>;
  readonly inUse: number;
  readonly waiting: number;
}

export function createUploadSlots(limit: number, waitMs: number): UploadSlots {
  let inUse = 0;
  const queue: Array<(release: () => void) => void> = [];

  function release() {
    const next = queue.shift();
    // The slot passes straight to the next in line, so nobody overtakes a waiter.
    if (next) next(once());
    else inUse -= 1;
  }

  function once() {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  }

  return {
    acquire() {
      if (inUse < limit) {
        inUse += 1;
        return Promise.resolve(once());
      }
      return new Promise((resolve, reject) => {
        const waiter = (releaseSlot: () => void) => {
          clearTimeout(timer);
          resolve(releaseSlot);
        };
        const timer = setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          reject(new UploadsBusy(Math.max(1, Math.ceil(waitMs / 1000))));
        }, waitMs);
        queue.push(waiter);
      });
    },
    get inUse() {
      return inUse;
    },
    get waiting() {
      return queue.length;
    },
  };
}
