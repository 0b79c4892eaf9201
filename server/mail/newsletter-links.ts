// Signed newsletter links: the confirmation and unsubscribe tokens name a subscription and carry an
// HMAC, so nobody can confirm or cancel a subscription they cannot read the mail of.
import { createHmac, timingSafeEqual } from "node:crypto";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "#contracts/endpoints.ts";
import { ID_PATTERN } from "../submissions/ids.ts";

type Purpose = "confirm" | "unsubscribe";

export function createNewsletterLinks(secret: string, siteOrigin: string) {
  const sign = (purpose: Purpose, id: string) =>
    createHmac("sha256", secret).update(`newsletter-${purpose}:${id}`).digest("base64url");

  const token = (purpose: Purpose, id: string) => `${id}.${sign(purpose, id)}`;

  return {
    token,
    confirmUrl: (id: string) =>
      `${siteOrigin}${NEWSLETTER_CONFIRM_PATH}?token=${token("confirm", id)}`,
    unsubscribeUrl: (id: string) =>
      `${siteOrigin}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${token("unsubscribe", id)}`,
    /** The subscription id a token names, or null when the token is not ours. */
    verify(purpose: Purpose, value: unknown): string | null {
      if (typeof value !== "string" || value.length > 200) return null;
      const [id, signature, extra] = value.split(".");
      if (!id || !signature || extra !== undefined || !ID_PATTERN.test(id)) return null;
      const expected = Buffer.from(sign(purpose, id));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
    },
  };
}

export type NewsletterLinks = ReturnType<typeof createNewsletterLinks>;
