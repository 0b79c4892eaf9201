// Reads the application's multipart body as it streams in: text fields, and the one CV file held
// in memory up to UPLOAD_MAX_MB (busboy stops counting there and the request ends with 413).
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

export async function readApplication(
  request: FastifyRequest,
  maxMb: number,
): Promise<ApplicationBody> {
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
  try {
    for await (const part of parts) {
      if (part.type === "file") {
        const content = await part.toBuffer();
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
    if (error instanceof BodyError) throw error;
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
