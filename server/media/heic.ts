// An HEIC photo's pixels, decoded off the event loop (heic-thread.mjs) within a deadline, with
// the picture limit read from its header before anything is decoded. sharp's own libvips has no
// HEVC decoder, so without this an iPhone's photo could not be taken as it comes.
import { Worker } from "node:worker_threads";
import { MAX_PICTURE_PIXELS, PictureError } from "./pictures.ts";

/** A 48-megapixel photo decodes in a few seconds here; past this the thread is ended. */
const DEADLINE_MS = 30_000;

type Reply =
  | { width: number; height: number; pixels: Uint8Array }
  | { tooLarge: true; width: number; height: number }
  | { error: string };

export type Pixels = { width: number; height: number; rgba: Buffer };

export function decodeHeic(body: Buffer): Promise<Pixels> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./heic-thread.mjs", import.meta.url), {
      workerData: { body, maxPixels: MAX_PICTURE_PIXELS },
    });
    const done = (settle: () => void) => {
      clearTimeout(deadline);
      void worker.terminate();
      settle();
    };
    const deadline = setTimeout(
      () => done(() => reject(new PictureError("This HEIC photo took too long to read"))),
      DEADLINE_MS,
    );
    worker.once("message", (reply: Reply) =>
      done(() => {
        if ("error" in reply)
          reject(new PictureError("This HEIC photo is damaged: its pixels cannot be read"));
        else if ("tooLarge" in reply)
          reject(
            new PictureError(
              `This picture is ${Math.round((reply.width * reply.height) / 1e6)} megapixels; the most we take is ${MAX_PICTURE_PIXELS / 1e6}`,
            ),
          );
        else
          resolve({
            width: reply.width,
            height: reply.height,
            rgba: Buffer.from(
              reply.pixels.buffer,
              reply.pixels.byteOffset,
              reply.pixels.byteLength,
            ),
          });
      }),
    );
    worker.once("error", (error) => done(() => reject(error)));
  });
}
