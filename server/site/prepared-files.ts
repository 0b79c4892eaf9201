// The built site's files answered from memory with headers made once at start: each file's
// identity, brotli and gzip bodies, each with its complete header list (type, length, encoding,
// Vary, cache, ETag, the security headers, a page's CSP). A request only picks the variant, answers
// a conditional GET with 304 or a Range with 206, and writes. No per-request disk, logging or
// header assembly: the site's pages and assets are its hottest path (decision 0902). The head goes
// through Node's documented writeHead as a flat list (decision 1031, amended).
import { createHash } from "node:crypto";
import { type ServerResponse, validateHeaderName, validateHeaderValue } from "node:http";

/** A response header list as Node's writeHead takes it: [name, value, name, value …]. */
export type HeaderList = string[];

type Variant = {
  body: Buffer;
  headers: HeaderList;
  etag: string;
};

export type PreparedFile = {
  identity: Variant;
  br: Variant | null;
  gzip: Variant | null;
  /** Ranges make sense for media (a video's seek); other files are sent whole. */
  ranges: boolean;
};

export type PrepareOptions = {
  contentType: string;
  cacheControl: string;
  /** Headers every answer carries (security headers, a page's CSP). */
  headers: HeaderList;
  br?: Buffer | null | undefined;
  gzip?: Buffer | null | undefined;
  ranges?: boolean;
};

const TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  avif: "image/avif",
  webp: "image/webp",
  ico: "image/x-icon",
  woff2: "font/woff2",
  mp4: "video/mp4",
  webm: "video/webm",
  json: "application/json; charset=utf-8",
  webmanifest: "application/manifest+json; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  // React Router's loader data (turbo-stream), as its own server answers it.
  data: "text/x-script",
};

export function contentTypeOf(fileName: string): string {
  const extension = fileName.slice(fileName.lastIndexOf(".") + 1).toLowerCase();
  return TYPES[extension] ?? "application/octet-stream";
}

/** Checks a header list with Node's own rules: a bad header fails at start, not on a request. */
function checked(headers: HeaderList): HeaderList {
  for (let i = 0; i < headers.length; i += 2) {
    validateHeaderName(headers[i]!);
    validateHeaderValue(headers[i]!, headers[i + 1]!);
  }
  return headers;
}

const hashOf = (body: Buffer) => createHash("sha256").update(body).digest("base64url").slice(0, 27);

export function prepareFile(body: Buffer, opts: PrepareOptions): PreparedFile {
  // One strong ETag per representation: the content's hash, marked by its encoding.
  const hash = hashOf(body);
  const variant = (content: Buffer, encoding: "br" | "gzip" | null): Variant => {
    const etag = `"${hash}${encoding ? `-${encoding}` : ""}"`;
    const headers = [
      "content-type",
      opts.contentType,
      "content-length",
      String(content.length),
      "cache-control",
      opts.cacheControl,
      "etag",
      etag,
      ...(opts.br || opts.gzip ? ["vary", "Accept-Encoding"] : []),
      ...(encoding ? ["content-encoding", encoding] : []),
      ...(opts.ranges ? ["accept-ranges", "bytes"] : []),
      ...opts.headers,
    ];
    return { body: content, headers: checked(headers), etag };
  };
  return {
    identity: variant(body, null),
    // A compressed copy is worth sending only when it is smaller.
    br: opts.br && opts.br.length < body.length ? variant(opts.br, "br") : null,
    gzip: opts.gzip && opts.gzip.length < body.length ? variant(opts.gzip, "gzip") : null,
    ranges: opts.ranges ?? false,
  };
}

function pickVariant(file: PreparedFile, acceptEncoding: string | undefined): Variant {
  if (acceptEncoding) {
    if (file.br && /\bbr\b/.test(acceptEncoding)) return file.br;
    if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return file.gzip;
  }
  return file.identity;
}

function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** The one range `bytes=a-b` / `a-` / `-n` inside the body, or null for anything else. */
function rangeOf(header: string, size: number): [number, number] | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const [start, end] =
    match[1] === ""
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === "" ? size - 1 : Math.min(size - 1, Number(match[2]))];
  return start <= end && start < size ? [start, end] : null;
}

export type WriteOptions = {
  status: number;
  method: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  range: string | undefined;
  /** Headers of this answer only (an XSRF cookie). */
  extra?: HeaderList | undefined;
};

/** Writes the file's answer to the raw response: 304, 206 or the chosen variant whole. */
export function writeFile(res: ServerResponse, file: PreparedFile, opts: WriteOptions): void {
  const variant = pickVariant(file, opts.acceptEncoding);
  const headers = opts.extra ? [...variant.headers, ...opts.extra] : variant.headers;
  const head = opts.method === "HEAD";
  if (opts.status === 200 && opts.ifNoneMatch && matches(opts.ifNoneMatch, variant.etag)) {
    // A 304 carries the validators and caching headers but no body and no length.
    res.writeHead(304, withoutLength(headers));
    res.end();
    return;
  }
  if (opts.status === 200 && file.ranges && opts.range && variant === file.identity) {
    const size = variant.body.length;
    const range = rangeOf(opts.range, size);
    if (!range) {
      res.writeHead(416, ["content-range", `bytes */${size}`, ...withoutLength(headers)]);
      res.end();
      return;
    }
    const [start, end] = range;
    res.writeHead(206, [
      ...withoutLength(headers),
      "content-length",
      String(end - start + 1),
      "content-range",
      `bytes ${start}-${end}/${size}`,
    ]);
    res.end(head ? undefined : variant.body.subarray(start, end + 1));
    return;
  }
  res.writeHead(opts.status, headers);
  res.end(head ? undefined : variant.body);
}

function withoutLength(headers: HeaderList): HeaderList {
  const out: HeaderList = [];
  for (let i = 0; i < headers.length; i += 2) {
    if (headers[i] !== "content-length") out.push(headers[i]!, headers[i + 1]!);
  }
  return out;
}
