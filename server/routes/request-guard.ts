// The checks every form POST passes before its body is read: the double-submit XSRF token (header
// equals cookie, cookie signed by us) and, when the browser names one, an Origin equal to ours.
import type { FastifyReply, FastifyRequest } from "fastify";
import { messages } from "#contracts/messages.ts";
import { XSRF_COOKIE, XSRF_HEADER, type Xsrf } from "../security/xsrf.ts";

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** True when the request names a site other than ours (Origin, or Referer when Origin is absent). */
export function isForeign(request: FastifyRequest, siteOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin !== siteOrigin;
  const referer = request.headers.referer;
  if (referer !== undefined) return originOf(referer) !== siteOrigin;
  return false;
}

export function createRequestGuard(xsrf: Xsrf, siteOrigin: string) {
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers[XSRF_HEADER];
    const ok =
      !isForeign(request, siteOrigin) &&
      typeof header === "string" &&
      xsrf.verify(request.cookies[XSRF_COOKIE], header);
    if (!ok) {
      return reply.code(403).send({ status: "error", data: { message: messages.forbidden } });
    }
  };
}
