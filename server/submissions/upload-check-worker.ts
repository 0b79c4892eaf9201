// The worker thread's side of the upload checks: it takes one file at a time from the pool
// (upload-checker.ts), runs the content check on it and answers whether it is acceptable. It says
// "ready" once its modules are loaded, so the pool's deadline counts the check, not the start.
import { parentPort } from "node:worker_threads";
import type { CheckReply, CheckRequest } from "./upload-checker.ts";
import { contentMatches } from "./upload-check.ts";

const port = parentPort;
if (!port) throw new Error("upload-check-worker.ts runs in a worker thread");

port.on("message", ({ id, extension, content }: CheckRequest) => {
  // The bytes were moved here as a Uint8Array; the checks read them as a Buffer, without a copy,
  // and they are moved back with the answer.
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  const answer = (acceptable: boolean) =>
    port.postMessage({ id, acceptable, content } satisfies CheckReply, [content.buffer]);
  contentMatches(extension, bytes).then(
    answer,
    // A parser's exception means the file is not what it claims.
    () => answer(false),
  );
});
port.postMessage({ ready: true } satisfies CheckReply);
