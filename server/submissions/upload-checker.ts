// Runs the content checks of uploads (upload-check.ts) off the event loop: in a worker thread with
// a deadline and a bound on its memory. A parser that loops on a hostile file (cfb walking a
// sector chain in a circle did, with a 1.5 KB .doc) then costs one worker, which is terminated
// and replaced, and the applicant gets the usual refusal; the server keeps answering meanwhile.
// One thread by default: the machine has two cores and the event loop needs one. Checks wait in
// order for it; there are at most UPLOADS_IN_FLIGHT of them (decision 0908). Decision 1101.
import { Worker } from "node:worker_threads";
import type { CvExtension } from "#contracts/limits.ts";

export type CheckRequest = { id: number; extension: CvExtension; content: Uint8Array<ArrayBuffer> };
export type CheckReply =
  { ready: true } | { id: number; acceptable: boolean; content: Uint8Array<ArrayBuffer> };

/**
 * How a check ended: it ran to its answer, or it was stopped (at the deadline, at the memory
 * bound, or because its thread died) and the file counts as unacceptable. A file checked comes
 * back as `content`: its bytes are moved to the thread and back, not copied (copying 10 MB took
 * longer than checking it), so the Buffer given to check() is left empty.
 */
export type CheckVerdict =
  | { acceptable: boolean; ended: "checked"; content: Buffer }
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
   * heap, and little else: a 9.5 MB .doc, a 9.5 MB .docx, one of 2,000 entries and a 9.5 MB PDF
   * all pass with 16 MB. The loops of a hostile file fill 32 MB in about 0.7 s.
   */
  memoryMb: 32,
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
  content: Uint8Array<ArrayBuffer>;
  resolve: (verdict: CheckVerdict) => void;
  reject: (error: Error) => void;
};

type Thread = { worker: Worker; ready: boolean; task: Task | null; deadline: unknown };

/**
 * The file's bytes as a Uint8Array that owns its whole ArrayBuffer, so it can be moved to the
 * thread. A body of more than 4 KB is read into a buffer of its own; a smaller one may share
 * Node's pool with other Buffers, which must not move, and is copied (it is small).
 */
function movable(content: Buffer): Uint8Array<ArrayBuffer> {
  const { buffer, byteOffset, byteLength } = content;
  if (byteOffset === 0 && byteLength === buffer.byteLength && buffer instanceof ArrayBuffer)
    return new Uint8Array(buffer);
  return new Uint8Array(content);
}

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
        const { buffer, byteOffset, byteLength } = reply.content;
        const content = Buffer.from(buffer, byteOffset, byteLength);
        settle(thread, { acceptable: reply.acceptable, ended: "checked", content });
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
      const { id, extension, content } = task;
      thread.worker.postMessage({ id, extension, content } satisfies CheckRequest, [
        content.buffer,
      ]);
    }
    // More waiting than threads free or starting: start one more, up to the bound.
    const free = [...threads].filter((thread) => !thread.task).length;
    for (let n = free; n < queue.length && threads.size < limits.threads; n += 1) spawn();
  }

  return {
    check(extension, content) {
      if (closed) return Promise.reject(new Error("upload checks closed"));
      return new Promise((resolve, reject) => {
        // Taken over now (a detached Buffer throws here, as a rejection, not in the pool).
        queue.push({ id: nextId++, extension, content: movable(content), resolve, reject });
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
