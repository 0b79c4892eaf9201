// The checks every form POST passes before its body is read: the double-submit XSRF token (header
// equals cookie, cookie signed by us) and, when the browser names one, an Origin equal to ours.
import type { FastifyReply, FastifyRequest } from "fastify";
import { messages } from "#contracts/messages.ts";
import { XSRF_COOKIE, XSRF_HEADER } from "#contracts/xsrf.ts";
import type { Xsrf } from "../security/xsrf.ts";

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * True when the request names a site other than ours (Origin, or Referer when Origin is absent).
 * Ours is SITE_ORIGIN, or the origin the request itself was sent to (the same server reached at
 * another address, e.g. a test port); a cross-site page can name neither.
 */
export function isForeign(request: FastifyRequest, siteOrigin: string): boolean {
  const ownOrigin = `${request.protocol}://${request.host}`;
  const ours = (value: string | null) => value === siteOrigin || value === ownOrigin;
  const origin = request.headers.origin;
  if (origin !== undefined) return !ours(origin);
  const referer = request.headers.referer;
  if (referer !== undefined) return !ours(originOf(referer));
  return false;
}

export function createRequestGuard(xsrf: Xsrf, siteOrigin: string) {
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers[XSRF_HEADER.toLowerCase()];
    const ok =
      !isForeign(request, siteOrigin) &&
      typeof header === "string" &&
      xsrf.verify(request.cookies[XSRF_COOKIE], header);
    if (!ok) {
      return reply.code(403).send({ status: "error", data: { message: messages.forbidden } });
    }
  };
}
