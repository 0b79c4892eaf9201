// The pace an application's body must keep. An upload holds a place among the few read at once
// (upload-slots.ts) and its bytes in memory; one whose body stops arriving would hold both until
// REQUEST_TIMEOUT_SECONDS (60 s), and four of them closed the careers form for everyone. After a
// grace, the bytes received in every window must reach a minimum, or the upload is dropped (408).
// Time the server itself holds the body back (waiting for a slot) does not count. Decision 1102.

export const UPLOAD_PACE = {
  /** Nothing is asked of the first seconds: a phone's radio wakes, TCP's window opens. */
  graceMs: 5_000,
  /** After the grace, every window of this length must bring minBytes. */
  windowMs: 5_000,
  /**
   * 16 KiB in 5 s is 3.3 KB/s (26 kbit/s), slower than any connection that can send a CV within
   * REQUEST_TIMEOUT_SECONDS: at that pace the request timeout ends even a 200 KB CV first. A
   * stalled upload brings nothing, and is dropped 5 to 6 s after it stalled (10 s at the start).
   */
  minBytes: 16 * 1024,
  /** How often the window is looked at. windowMs and graceMs are multiples of it. */
  sampleMs: 1_000,
};

export type PaceRule = typeof UPLOAD_PACE;

type Timers = {
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
};

const globalTimers: Timers = {
  setInterval: (run, ms) => setInterval(run, ms),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

export interface PaceWatch {
  /** Counts bytes received. */
  received(bytes: number): void;
  /** The server holds the body back: the clock stops. */
  suspend(): void;
  /** Reading again: what is left of the grace, then a full window from now, before a check. */
  resume(): void;
  /** The body is read (or the request is over): no more checks. */
  stop(): void;
}

/** Calls `onStall` once, when a window after the grace brought fewer than `minBytes`. */
export function watchPace(
  onStall: () => void,
  rule: PaceRule = UPLOAD_PACE,
  timers: Timers = globalTimers,
): PaceWatch {
  const windowTicks = Math.round(rule.windowMs / rule.sampleMs);
  const graceTicks = Math.round(rule.graceMs / rule.sampleMs);
  let bytes = 0;
  /** Ticks while watching (suspended time left out): the grace counts in these. */
  let watched = 0;
  // The byte count at each tick since the watch started or resumed, index 0 at that moment.
  let counts: number[] = [];
  let timer: unknown = null;
  let stopped = false;

  function tick() {
    watched += 1;
    counts.push(bytes);
    const sinceResumed = counts.length - 1;
    if (watched < graceTicks + windowTicks || sinceResumed < windowTicks) return;
    if (bytes - (counts[sinceResumed - windowTicks] ?? 0) < rule.minBytes) {
      watch.stop();
      onStall();
      return;
    }
    // Only the last window is ever looked at.
    if (counts.length > 4 * windowTicks) counts = counts.slice(-windowTicks - 1);
  }

  function start() {
    counts = [bytes];
    timer = timers.setInterval(tick, rule.sampleMs);
  }

  const watch: PaceWatch = {
    received(count) {
      bytes += count;
    },
    suspend() {
      if (stopped || timer === null) return;
      timers.clearInterval(timer);
      timer = null;
    },
    resume() {
      if (stopped || timer !== null) return;
      start();
    },
    stop() {
      stopped = true;
      if (timer !== null) timers.clearInterval(timer);
      timer = null;
    },
  };
  start();
  return watch;
}

/** The reason an upload is dropped: its body stopped arriving. */
export class UploadStalled extends Error {
  constructor() {
    super("the upload stopped arriving");
  }
}
