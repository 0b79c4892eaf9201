// One HMAC signer for every token the server hands out (XSRF cookies, form time tokens, newsletter
// links). The purpose is part of what is signed, so a token of one kind never passes as another.
import { createHmac, timingSafeEqual } from "node:crypto";

export type TokenPurpose = "xsrf" | "form-token" | "newsletter-confirm" | "newsletter-unsubscribe";

export interface Signer {
  /** The base64url HMAC-SHA256 of `purpose:payload`. */
  sign(purpose: TokenPurpose, payload: string): string;
  /** True when `signature` is ours for this purpose and payload (compared in constant time). */
  verify(purpose: TokenPurpose, payload: string, signature: string): boolean;
}

export function createSigner(secret: string): Signer {
  const sign = (purpose: TokenPurpose, payload: string) =>
    createHmac("sha256", secret).update(`${purpose}:${payload}`).digest("base64url");
  return {
    sign,
    verify(purpose, payload, signature) {
      const expected = Buffer.from(sign(purpose, payload));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
