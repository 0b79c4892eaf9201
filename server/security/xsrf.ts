// Double-submit XSRF tokens: a random value signed with HMAC, sent as a cookie that the page's
// script echoes back in the X-XSRF-TOKEN header (the signature stops a forged cookie value), and
// the guard every form POST passes before its body is read: header equals cookie, cookie signed
// by us, and, when the browser names one, an Origin equal to ours.
import { randomFillSync } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { messages } from "#contracts/messages.ts";
import { XSRF_COOKIE, XSRF_HEADER } from "#contracts/xsrf.ts";
import type { Signer } from "./signer.ts";

export interface Xsrf {
  issue(): string;
  isValid(token: string | undefined): token is string;
  /** The header must equal the cookie, and the cookie must carry our signature. */
  verify(cookie: string | undefined, header: string | undefined): boolean;
}

const VALUE_BYTES = 18;

/**
 * Random values drawn from one pool refilled 256 values at a time: a call into the system's
 * random source per page answer was the largest cost of serving a page to a new visitor.
 */
function randomValues(): () => string {
  const pool = Buffer.alloc(VALUE_BYTES * 256);
  let offset = pool.length;
  return () => {
    if (offset === pool.length) {
      randomFillSync(pool);
      offset = 0;
    }
    const value = pool.subarray(offset, offset + VALUE_BYTES).toString("base64url");
    offset += VALUE_BYTES;
    return value;
  };
}

export function createXsrf(signer: Signer): Xsrf {
  const nextValue = randomValues();
  const isValid = (token: string | undefined): token is string => {
    if (!token) return false;
    const [value, signature, extra] = token.split(".");
    if (!value || !signature || extra !== undefined) return false;
    return signer.verify("xsrf", value, signature);
  };
  return {
    issue() {
      const value = nextValue();
      return `${value}.${signer.sign("xsrf", value)}`;
    },
    isValid,
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
 * (server/routes/form-answer-page.ts) and guarded without the header (below, decision 1001).
 */
export function isNativeFormPost(request: FastifyRequest): boolean {
  if (request.headers[XSRF_HEADER.toLowerCase()] !== undefined) return false;
  const type = request.headers["content-type"] ?? "";
  return (
    type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")
  );
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
