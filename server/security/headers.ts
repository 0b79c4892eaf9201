// Security headers for every answer. The page CSP allows inline scripts only by the SHA-256 hash
// of each inline script the prerendered page holds (React Router inlines its hydration data).
import type { FastifyReply } from "fastify";
import type { EmbedKind } from "#contracts/embeds.ts";
import { embedSources } from "./embed-origins.ts";

export type CspOptions = {
  scriptHashes: string[];
  https: boolean;
  /** Providers the page embeds: only their origins are allowed, only on that page. */
  embeds?: EmbedKind[];
};

const list = (values: string[]) => values.map((value) => ` ${value}`).join("");

export function contentSecurityPolicy({ scriptHashes, https, embeds = [] }: CspOptions): string {
  const hashes = scriptHashes.map((hash) => `'sha256-${hash}'`);
  const sources = embeds.map((kind) => embedSources[kind]);
  const scripts = [...new Set(sources.flatMap((s) => s.script))];
  const frames = [...new Set(sources.flatMap((s) => s.frame))];
  return [
    "default-src 'self'",
    `script-src 'self'${list([...hashes, ...scripts])}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${embeds.length ? " https:" : ""}`,
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    frames.length ? `frame-src${list(frames)}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Headers that hold for every response, pages and JSON alike. */
export function setCommonSecurityHeaders(reply: FastifyReply, https: boolean): void {
  reply.header("X-Content-Type-Options", "nosniff");
  reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
  reply.header("X-Frame-Options", "DENY");
  reply.header("Cross-Origin-Opener-Policy", "same-origin");
  reply.header("Cross-Origin-Resource-Policy", "same-origin");
  reply.header(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  );
  if (https) reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
