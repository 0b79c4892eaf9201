// The two encodings the site is served in, at their strongest settings: the build writes them next
// to each file, the server falls back to making them at start, the page-weight tables measure them.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const brotli = (body: Buffer): Buffer =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

export const gzip = (body: Buffer): Buffer => gzipSync(body, { level: 9 });
