// Double-submit XSRF tokens: a random value signed with HMAC, sent as a cookie that the page's
// script echoes back in the X-XSRF-TOKEN header. The signature stops a forged cookie value.
import { randomFillSync } from "node:crypto";
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
