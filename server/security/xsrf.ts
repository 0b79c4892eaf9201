// Double-submit XSRF tokens: a random value signed with a key only the server holds, sent as a
// cookie that the page's script echoes back in the X-XSRF-TOKEN header (the signature stops a forged cookie value), and
// the guard every form POST passes before its body is read: header equals cookie, cookie signed
// by us, and, when the browser names one, an Origin equal to ours.
import { createCipheriv, randomFillSync, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { messages } from "#contracts/messages.ts";
import { XSRF_COOKIE, XSRF_HEADER } from "#contracts/xsrf.ts";
import type { Signer } from "./signer.ts";

export interface Xsrf {
  issue(now?: number): string;
  isValid(token: string | undefined): token is string;
  /**
   * When a valid token says it was issued (milliseconds), or null for a token that is not ours or
   * holds no time (the HMAC tokens of before). The time is read back, not checked: judging it is
   * the caller's (a form's age, a page's refresh).
   */
  issuedAt(token: string | undefined): number | null;
  /** The header must equal the cookie, and the cookie must carry our signature. */
  verify(cookie: string | undefined, header: string | undefined): boolean;
}

const BLOCK = 16;
/** Tokens made per batch: one cipher call signs them all. */
const BATCH = 256;
/** A value's first bytes: its issue time in milliseconds, big-endian (48 bits last past 10,000 AD). */
const TIME_BYTES = 6;
/**
 * A batch is stamped with the time it may be handed out until, and is made anew after that: a
 * token never claims to be older than it is, so the two-second rule of a browser's own post
 * (decision 1105) can be late by this much, never early.
 */
const BATCH_LIFE_MS = 250;
/** A page view replaces a cookie older than this, well inside the forms' 24-hour token life. */
export const XSRF_REFRESH_AFTER_MS = 12 * 60 * 60 * 1000;
/** How far ahead a token's time may read (a batch's stamp, servers' clocks a little apart). */
export const XSRF_CLOCK_SKEW_MS = 60_000;
const TOKEN = /^([\w-]{22})\.([\w-]{22})$/;
/** A token of the HMAC signer used before: 18 random bytes and their HMAC, base64url. */
const HMAC_TOKEN = /^([\w-]{24})\.([\w-]{43})$/;

/**
 * A token is a random 16-byte value and its AES-256 encryption under a key derived from the
 * secret: a block cipher is a pseudo-random function, so for values of one block its output is a
 * MAC as sound as the HMAC used before (decision 1031). Unlike an HMAC per token, one cipher call
 * signs a whole batch of values, and a page's answer to a new visitor no longer pays for a
 * signature of its own. Tokens signed by the HMAC before (value.signature, 24 and 43 characters)
 * are still accepted, so a visitor holding one across an upgrade is not refused.
 *
 * The value's first six bytes are the time it was issued, under the same signature: the cookie is
 * the time token of a form the browser posts by itself (decision 1105). A value made before held
 * random bytes there, which read as a time decades away, so such a cookie counts as stale.
 */
export function createXsrf(signer: Signer, clock: () => number = Date.now): Xsrf {
  // The key is the signer's HMAC of a fixed text no issued value can be (values are base64url).
  const key = Buffer.from(signer.sign("xsrf", "aes-256 token key"), "base64url");
  const encrypt = (values: Buffer) => {
    const cipher = createCipheriv("aes-256-ecb", key, null).setAutoPadding(false);
    return cipher.update(values);
  };
  const values = Buffer.alloc(BLOCK * BATCH);
  let tags = Buffer.alloc(0);
  let offset = values.length;
  let batchUntil = -Infinity;
  /** The value of a token of today's kind whose tag is ours, or null. */
  const signedValue = (token: string): Buffer | null => {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const value = Buffer.from(match[1]!, "base64url");
    // One spelling per value: base64url's last character carries spare bits.
    if (value.length !== BLOCK || value.toString("base64url") !== match[1]) return null;
    const tag = Buffer.from(match[2]!, "base64url");
    return tag.length === BLOCK && timingSafeEqual(encrypt(value), tag) ? value : null;
  };
  const isValid = (token: string | undefined): token is string => {
    if (!token) return false;
    if (signedValue(token)) return true;
    const signed = HMAC_TOKEN.exec(token);
    return signed !== null && signer.verify("xsrf", signed[1]!, signed[2]!);
  };
  return {
    issue(now = clock()) {
      // A clock set back (or a test's) gets a batch of its own time, too.
      if (offset === values.length || now >= batchUntil || now < batchUntil - BATCH_LIFE_MS) {
        randomFillSync(values);
        batchUntil = now + BATCH_LIFE_MS;
        for (let at = 0; at < values.length; at += BLOCK)
          values.writeUIntBE(batchUntil, at, TIME_BYTES);
        tags = encrypt(values);
        offset = 0;
      }
      const end = offset + BLOCK;
      const token = `${values.toString("base64url", offset, end)}.${tags.toString("base64url", offset, end)}`;
      offset = end;
      return token;
    },
    isValid,
    issuedAt(token) {
      const value = token ? signedValue(token) : null;
      return value ? value.readUIntBE(0, TIME_BYTES) : null;
    },
    verify: (cookie, header) => isValid(cookie) && header === cookie,
  };
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** How a browser names the loopback interface; no DNS name can pose as one of these. */
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

const isLoopback = (url: URL | null) => url !== null && LOOPBACK_HOSTS.has(url.hostname);

/**
 * True when `value` (an Origin, or a Referer's origin) is this site: SITE_ORIGIN exactly. Never
 * the request's own Host or forwarded headers, which the sender writes (DNS rebinding). One
 * allowance for a developer's machine and the tests: when SITE_ORIGIN is itself on loopback, the
 * same server reached as localhost, 127.0.0.1 or [::1] on the port it really listens on.
 */
export function isOurOrigin(value: string, siteOrigin: string, localPort?: number): boolean {
  const url = parseUrl(value);
  if (url === null) return false;
  if (url.origin === siteOrigin) return true;
  return (
    localPort !== undefined &&
    isLoopback(parseUrl(siteOrigin)) &&
    isLoopback(url) &&
    url.protocol === "http:" &&
    Number(url.port || 80) === localPort
  );
}

/**
 * True when the request names a site other than ours (Origin, or Referer when Origin is absent);
 * a client that names none (curl, a server-side integration) is judged by its token alone.
 */
export function isForeign(request: FastifyRequest, siteOrigin: string): boolean {
  const { origin, referer } = request.headers;
  const named = origin ?? referer;
  return named !== undefined && !isOurOrigin(named, siteOrigin, request.socket.localPort);
}

/**
 * True for a form the browser sent by itself (JavaScript off, or not started yet): form-encoded or
 * multipart, without the header only a script can add. Such a post is answered with a page
 * (server/site/posted-form-pages.ts) and guarded without the header (below, decision 1001).
 */
export function isNativeFormPost(request: FastifyRequest): boolean {
  if (request.headers[XSRF_HEADER.toLowerCase()] !== undefined) return false;
  const type = request.headers["content-type"] ?? "";
  return (
    type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")
  );
}

/**
 * True when such a post is a browser's form navigation, which is answered with a page; any other
 * client (a script, curl) gets the endpoints' JSON, whatever it sent.
 */
export function wantsAnswerPage(request: FastifyRequest): boolean {
  return isNativeFormPost(request) && (request.headers.accept ?? "").includes("text/html");
}

/** The XSRF cookie as a page answer sets it (and a form answer, with a fresh value). */
export const xsrfCookie = (token: string, https: boolean) =>
  `${XSRF_COOKIE}=${token}; Path=/; SameSite=Lax${https ? "; Secure" : ""}`;

export function createRequestGuard(xsrf: Xsrf, siteOrigin: string) {
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    const cookie = request.cookies[XSRF_COOKIE];
    let ok: boolean;
    if (isNativeFormPost(request)) {
      // No script could copy the cookie into a header, so the browser must name our site (it
      // always sends Origin with a form's POST; Referer where a privacy setting drops Origin) and
      // carry our signed cookie, which SameSite=Lax keeps off any other site's POST.
      const named = request.headers.origin ?? request.headers.referer;
      ok =
        named !== undefined &&
        isOurOrigin(named, siteOrigin, request.socket.localPort) &&
        xsrf.isValid(cookie);
    } else {
      const header = request.headers[XSRF_HEADER.toLowerCase()];
      ok =
        !isForeign(request, siteOrigin) &&
        typeof header === "string" &&
        xsrf.verify(cookie, header);
    }
    if (!ok) {
      return reply.code(403).send({ status: "error", data: { message: messages.forbidden } });
    }
  };
}
