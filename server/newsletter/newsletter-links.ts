// Signed newsletter links: the confirmation and unsubscribe tokens name a subscription and carry an
// HMAC, so nobody can confirm or cancel a subscription they cannot read the mail of.
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "#contracts/endpoints.ts";
import type { Signer } from "../security/signer.ts";
import { ID_PATTERN } from "../db/database.ts";

type Purpose = "confirm" | "unsubscribe";

export interface NewsletterLinks {
  token(purpose: Purpose, id: string): string;
  confirmUrl(id: string): string;
  unsubscribeUrl(id: string): string;
  /** The subscription id a token names, or null when the token is not ours. */
  verify(purpose: Purpose, value: unknown): string | null;
}

export function createNewsletterLinks(signer: Signer, siteOrigin: string): NewsletterLinks {
  const token = (purpose: Purpose, id: string) =>
    `${id}.${signer.sign(`newsletter-${purpose}`, id)}`;
  return {
    token,
    confirmUrl: (id) => `${siteOrigin}${NEWSLETTER_CONFIRM_PATH}?token=${token("confirm", id)}`,
    unsubscribeUrl: (id) =>
      `${siteOrigin}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${token("unsubscribe", id)}`,
    verify(purpose, value) {
      if (typeof value !== "string" || value.length > 200) return null;
      const [id, signature, extra] = value.split(".");
      if (!id || !signature || extra !== undefined || !ID_PATTERN.test(id)) return null;
      return signer.verify(`newsletter-${purpose}`, id, signature) ? id : null;
    },
  };
}
