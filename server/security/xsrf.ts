// Double-submit XSRF tokens: a random value signed with HMAC, sent as a cookie that the page's
// script echoes back in the X-XSRF-TOKEN header. The signature stops a forged cookie value.
import { randomBytes } from "node:crypto";
import type { Signer } from "./signer.ts";

export interface Xsrf {
  issue(): string;
  isValid(token: string | undefined): token is string;
  /** The header must equal the cookie, and the cookie must carry our signature. */
  verify(cookie: string | undefined, header: string | undefined): boolean;
}

export function createXsrf(signer: Signer): Xsrf {
  const isValid = (token: string | undefined): token is string => {
    if (!token) return false;
    const [value, signature, extra] = token.split(".");
    if (!value || !signature || extra !== undefined) return false;
    return signer.verify("xsrf", value, signature);
  };
  return {
    issue() {
      const value = randomBytes(18).toString("base64url");
      return `${value}.${signer.sign("xsrf", value)}`;
    },
    isValid,
    verify: (cookie, header) => isValid(cookie) && header === cookie,
  };
}
