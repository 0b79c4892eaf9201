// Runs the content checks of uploads (upload-check.ts) off the event loop: in a worker thread with
// a deadline and a bound on its memory. A parser that loops on a hostile file (cfb walking a
// sector chain in a circle did, with a 1.5 KB .doc) then costs one worker, which is terminated
// and replaced, and the applicant gets the usual refusal; the server keeps answering meanwhile.
// One thread by default: the machine has two cores and the event loop needs one. Checks wait in
// order for it; there are at most UPLOADS_IN_FLIGHT of them (decision 0908). Decision 1101.
import { Worker } from "node:worker_threads";
import type { CvExtension } from "#contracts/limits.ts";

export type CheckRequest = { id: number; extension: CvExtension; content: Uint8Array };
export type CheckReply = { ready: true } | { id: number; acceptable: boolean };

/**
 * How a check ended: it ran to its answer, or it was stopped (at the deadline, at the memory
 * bound, or because its thread died) and the file counts as unacceptable.
 */
export type CheckVerdict =
  | { acceptable: boolean; ended: "checked" }
  | { acceptable: false; ended: "deadline" | "memory" | "crashed" };

export const UPLOAD_CHECK_LIMITS = {
  /** Checks at once. A check takes a core; two cores, and the event loop keeps the other. */
  threads: 1,
  /**
   * From the moment a thread takes the file. The slowest real CV (a 9.5 MB .docx inflated whole,
   * or 10 MB of PDF) takes about 0.1 s alone; 3 s leaves room for a busy machine and bounds what
   * a hostile file holds the thread for.
   */
  deadlineMs: 3_000,
  /**
   * The thread's V8 heap (old generation). The checks keep the file in a Buffer, outside the
   * heap, and little else; the loops of a hostile file fill it in well under a second.
   */
  memoryMb: 64,
};

type Timers = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type UploadCheckerOptions = Partial<typeof UPLOAD_CHECK_LIMITS> & {
  /** The deadline's timer; a test passes the deadline when it chooses. */
  timers?: Timers;
};

export interface UploadChecker {
  /** Resolves with the verdict; rejects only when no thread can be started (a server fault). */
  check(extension: CvExtension, content: Buffer): Promise<CheckVerdict>;
  /** Threads started so far, replacements included. */
  readonly threadsStarted: number;
  /** Ends the threads; checks in hand or waiting reject. */
  close(): Promise<void>;
}

const THREAD_ENTRY = new URL("./upload-check-thread.mjs", import.meta.url);

type Task = {
  id: number;
  extension: CvExtension;
  content: Buffer;
  resolve: (verdict: CheckVerdict) => void;
  reject: (error: Error) => void;
};

type Thread = { worker: Worker; ready: boolean; task: Task | null; deadline: unknown };

export function createUploadChecker(options: UploadCheckerOptions = {}): UploadChecker {
  const limits = { ...UPLOAD_CHECK_LIMITS, ...options };
  const timers: Timers = options.timers ?? {
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  };
  const queue: Task[] = [];
  const threads = new Set<Thread>();
  let nextId = 1;
  let started = 0;
  let closed = false;

  function settle(thread: Thread, verdict: CheckVerdict) {
    const task = thread.task;
    if (!task) return;
    thread.task = null;
    timers.clearTimeout(thread.deadline);
    task.resolve(verdict);
  }

  /** Ends a thread whose check was stopped; the next check waiting starts a fresh one. */
  function discard(thread: Thread, ended: "deadline" | "memory" | "crashed") {
    settle(thread, { acceptable: false, ended });
    threads.delete(thread);
    void thread.worker.terminate();
    pump();
  }

  function spawn() {
    started += 1;
    const worker = new Worker(THREAD_ENTRY, {
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    });
    // The server's sockets keep the process alive, not an idle checker (the CLI and tests exit).
    worker.unref();
    const thread: Thread = { worker, ready: false, task: null, deadline: null };
    threads.add(thread);
    worker.on("message", (reply: CheckReply) => {
      if ("ready" in reply) {
        thread.ready = true;
        pump();
      } else if (thread.task?.id === reply.id) {
        settle(thread, { acceptable: reply.acceptable, ended: "checked" });
        pump();
      }
    });
    worker.on("error", (error: Error & { code?: string }) => {
      if (!threads.has(thread)) return;
      if (thread.task) {
        discard(thread, error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "memory" : "crashed");
      } else if (!thread.ready) {
        // It could not even load: every check waiting would fail the same way. A server fault,
        // not the applicant's; the next check tries a fresh thread.
        threads.delete(thread);
        for (const task of queue.splice(0)) task.reject(error);
      }
    });
    worker.on("exit", () => {
      if (!threads.has(thread)) return;
      if (thread.task) return discard(thread, "crashed");
      threads.delete(thread);
      if (!thread.ready) {
        for (const task of queue.splice(0)) task.reject(new Error("upload check thread exited"));
      }
      pump();
    });
  }

  function pump() {
    if (closed) return;
    for (const thread of threads) {
      if (!thread.ready || thread.task) continue;
      const task = queue.shift();
      if (!task) return;
      thread.task = task;
      // The deadline counts from here: a thread's start (about a second under tsx) is not the
      // file's doing.
      thread.deadline = timers.setTimeout(() => discard(thread, "deadline"), limits.deadlineMs);
      thread.worker.postMessage({
        id: task.id,
        extension: task.extension,
        content: task.content,
      } satisfies CheckRequest);
    }
    // More waiting than threads free or starting: start one more, up to the bound.
    const free = [...threads].filter((thread) => !thread.task).length;
    for (let n = free; n < queue.length && threads.size < limits.threads; n += 1) spawn();
  }

  return {
    check(extension, content) {
      if (closed) return Promise.reject(new Error("upload checks closed"));
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, extension, content, resolve, reject });
        pump();
      });
    },
    get threadsStarted() {
      return started;
    },
    async close() {
      closed = true;
      const error = new Error("upload checks closed");
      for (const task of queue.splice(0)) task.reject(error);
      const ending = [...threads];
      threads.clear();
      for (const thread of ending) {
        timers.clearTimeout(thread.deadline);
        thread.task?.reject(error);
        thread.task = null;
      }
      await Promise.all(ending.map((thread) => thread.worker.terminate()));
    },
  };
}
