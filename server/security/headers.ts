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

/** Headers that hold for every response, pages and JSON alike, as a header list. */
export function commonSecurityHeaders(https: boolean): string[] {
  return [
    "x-content-type-options",
    "nosniff",
    "referrer-policy",
    "strict-origin-when-cross-origin",
    "x-frame-options",
    "DENY",
    "cross-origin-opener-policy",
    "same-origin",
    "cross-origin-resource-policy",
    "same-origin",
    "permissions-policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    ...(https ? ["strict-transport-security", "max-age=31536000; includeSubDomains"] : []),
  ];
}

/** Sets the common security headers on a Fastify reply (the JSON answers and redirects). */
export function setCommonSecurityHeaders(reply: FastifyReply, headers: string[]): void {
  for (let i = 0; i < headers.length; i += 2) reply.header(headers[i]!, headers[i + 1]!);
}
