// Reads the application's multipart body as it streams in: text fields, and the one CV file held
// in memory up to UPLOAD_MAX_MB (busboy stops counting there and the request ends with 413). The
// caller hears of each chunk (for the upload's pace), may hold the file back until it has a
// slot for it (its bytes then wait in the socket), and may abort the reading (decision 1102).
import type { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import { APPLICATION_FILE_FIELD } from "#contracts/application.ts";
import { messages } from "#contracts/messages.ts";

export type UploadedFile = { fileName: string; content: Buffer };

export type ApplicationBody = {
  fields: Record<string, unknown>;
  file: UploadedFile | null;
};

/**
 * An error for the app's error handler: a status, and for a CV over the limit the message the form
 * shows beside its file field (the visitor learns the limit, not just "too large").
 */
export class BodyError extends Error {
  constructor(
    readonly statusCode: 400 | 413,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

const fileTooLarge = (maxMb: number) =>
  new BodyError(413, "file too large", {
    [APPLICATION_FILE_FIELD]: messages.fileTooLarge(maxMb),
  });

/** Room for the text fields around the file: four answers of 5000 characters, with slack. */
const FIELDS_ALLOWANCE = 256 * 1024;

export type ReadOptions = {
  /** Each chunk of the body as it arrives. */
  onBytes?: (count: number) => void;
  /**
   * Called once the file's first bytes have arrived, before it is read; the file waits (and the
   * rest of the body in the socket) until this resolves, and a rejection ends the reading.
   */
  fileFlowing?: () => Promise<void>;
  /** Ends the reading: readApplication rejects with the signal's reason. */
  signal?: AbortSignal;
};

/** Resolves once `stream` has bytes to read, or has ended or failed (then reading tells which). */
function firstBytes(stream: Readable): Promise<void> {
  if (stream.readableLength > 0 || stream.readableEnded || stream.destroyed)
    return Promise.resolve();
  return new Promise((resolve) => {
    const events = ["readable", "end", "close", "error"] as const;
    const done = () => {
      for (const event of events) stream.off(event, done);
      resolve();
    };
    for (const event of events) stream.once(event, done);
  });
}

export async function readApplication(
  request: FastifyRequest,
  maxMb: number,
  options: ReadOptions = {},
): Promise<ApplicationBody> {
  const { signal } = options;
  const aborted = new Promise<never>((_resolve, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
  aborted.catch(() => undefined);
  /** Waits for `step` unless the reading is aborted first; a step left behind may fail unheard. */
  const unlessAborted = <T>(step: Promise<T>): Promise<T> => {
    if (!signal) return step;
    step.catch(() => undefined);
    return Promise.race([step, aborted]);
  };
  const maxFileBytes = maxMb * 1024 * 1024;
  const declared = Number(request.headers["content-length"]);
  // Only the CV can make a browser's application this large: the answers are capped at input.
  if (Number.isFinite(declared) && declared > maxFileBytes + FIELDS_ALLOWANCE) {
    throw fileTooLarge(maxMb);
  }
  // No prototype: a field named like an Object method cannot collide with one.
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  let file: ApplicationBody["file"] = null;
  const parts = request.parts({
    limits: {
      fileSize: maxFileBytes,
      files: 1,
      fields: 20,
      parts: 25,
      fieldSize: 64 * 1024,
      fieldNameSize: 100,
      headerPairs: 50,
    },
  });
  const onBytes = options.onBytes;
  // After parts() has piped the request into busboy: a second listener does not change the flow,
  // and stops with it when busboy holds the body back.
  if (onBytes) request.raw.on("data", (chunk: Buffer) => onBytes(chunk.length));
  let fileSeen = false;
  /** An error of the caller's making (no slot), passed on as it is. */
  let callersError: unknown = undefined;
  const iterator = parts[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await unlessAborted(iterator.next());
      if (next.done) break;
      const part = next.value;
      if (part.type === "file") {
        if (!fileSeen && options.fileFlowing) {
          fileSeen = true;
          await unlessAborted(firstBytes(part.file));
          await unlessAborted(options.fileFlowing()).catch((error: unknown) => {
            callersError = error;
            throw error;
          });
        }
        const content = await unlessAborted(part.toBuffer());
        if (part.fieldname === APPLICATION_FILE_FIELD && file === null) {
          file = { fileName: part.filename ?? "", content };
        }
      } else {
        if (part.valueTruncated || part.fieldnameTruncated)
          throw new BodyError(413, "field too large");
        // The first value of a repeated field counts; later ones are ignored rather than merged.
        if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (
      error instanceof BodyError ||
      (callersError !== undefined && error === callersError) ||
      (signal?.aborted && error === signal.reason)
    )
      throw error;
    const { statusCode: status, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
    if (code === "FST_REQ_FILE_TOO_LARGE") throw fileTooLarge(maxMb);
    // Other limits reached (parts, fields, files) answer 413; anything busboy could not parse is
    // the sender's malformed body.
    throw new BodyError(status === 413 ? 413 : 400, "unreadable multipart body");
  }
  // An empty file input is sent as a part with no name and no content: no file.
  if (file && file.fileName === "" && file.content.length === 0) file = null;
  return { fields, file };
}
