// Double-submit XSRF tokens: a random value signed with HMAC, sent as a cookie that the page's
// script echoes back in the X-XSRF-TOKEN header. The signature stops a forged cookie value.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export function createXsrf(secret: string) {
  const sign = (value: string) =>
    createHmac("sha256", secret).update(`xsrf:${value}`).digest("base64url");

  return {
    issue(): string {
      const value = randomBytes(18).toString("base64url");
      return `${value}.${sign(value)}`;
    },
    isValid(token: string | undefined): token is string {
      if (!token) return false;
      const [value, signature, extra] = token.split(".");
      if (!value || !signature || extra !== undefined) return false;
      const expected = Buffer.from(sign(value));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    /** The header must equal the cookie, and the cookie must carry our signature. */
    verify(cookie: string | undefined, header: string | undefined): boolean {
      return this.isValid(cookie) && header === cookie;
    },
  };
}

export type Xsrf = ReturnType<typeof createXsrf>;
