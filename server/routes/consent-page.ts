// What is kept as "the page it was sent from": the Referer's origin and path, never its query
// string (which may carry anything), and only for our own site.
import type { FastifyRequest } from "fastify";

export function pageOf(request: FastifyRequest, siteOrigin: string): string | null {
  const referer = request.headers.referer;
  if (typeof referer !== "string") return null;
  try {
    const url = new URL(referer);
    if (url.origin !== siteOrigin) return null;
    return `${url.origin}${url.pathname}`.slice(0, 500);
  } catch {
    return null;
  }
}
