// Decodes an HEIC photo (an iPhone's) to RGBA pixels, in a thread of its own: libheif is
// WebAssembly that runs to the end once started, so on the event loop a large photo would stop
// the server answering for seconds. The size is read from the header first, and a picture over
// the limit is never decoded (server/media/heic.ts).
import { parentPort, workerData } from "node:worker_threads";
import decode from "heic-decode";

const { body, maxPixels } = workerData;
try {
  const [first] = await decode.all({ buffer: new Uint8Array(body) });
  if (!first) parentPort.postMessage({ error: "no image" });
  else if (first.width * first.height > maxPixels)
    parentPort.postMessage({ tooLarge: true, width: first.width, height: first.height });
  else {
    const { width, height, data } = await first.decode();
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ width, height, pixels }, [pixels.buffer]);
  }
} catch (error) {
  parentPort.postMessage({ error: String(error?.message ?? error) });
}
