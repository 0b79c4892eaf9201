// Security headers for every answer. The page CSP allows inline scripts only by the SHA-256 hash
// of each inline script the prerendered page holds (React Router inlines its hydration data).
import type { FastifyReply } from "fastify";

export type CspOptions = {
  scriptHashes: string[];
  https: boolean;
};

export function contentSecurityPolicy({ scriptHashes, https }: CspOptions): string {
  const hashes = scriptHashes.map((hash) => `'sha256-${hash}'`).join(" ");
  return [
    "default-src 'self'",
    `script-src 'self'${hashes ? ` ${hashes}` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    "frame-src 'none'",
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
