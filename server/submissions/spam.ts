// Spam defence besides the rate limit: a honeypot field and a signed time token. A submission that
// fails either is stored as quarantined and not mailed; the visitor is answered as usual.
import { randomBytes } from "node:crypto";
import { FORM_TOKEN_MAX_AGE_MS, FORM_TOKEN_MIN_AGE_MS } from "#contracts/spam.ts";
import type { Queryable } from "../db/database.ts";
import type { Signer } from "../security/signer.ts";

export type SpamReason =
  "honeypot" | "too-fast" | "no-token" | "bad-token" | "expired-token" | "replayed-token";

export interface FormTokens {
  /** A token stating when the form was handed out. */
  issue(now?: number): string;
  /** When the token was issued, or null when it is not one of ours. */
  issuedAt(token: string): number | null;
}

export function createFormTokens(signer: Signer): FormTokens {
  return {
    issue(now = Date.now()) {
      const payload = `${now.toString(36)}.${randomBytes(9).toString("base64url")}`;
      return `${payload}.${signer.sign("form-token", payload)}`;
    },
    issuedAt(token) {
      const parts = token.split(".");
      if (parts.length !== 3) return null;
      const [time, nonce, signature] = parts as [string, string, string];
      if (!signer.verify("form-token", `${time}.${nonce}`, signature)) return null;
      const issued = parseInt(time, 36);
      return Number.isSafeInteger(issued) ? issued : null;
    },
  };
}

export type SpamOptions = { minAgeMs?: number; maxAgeMs?: number };

/** True when the honeypot field holds anything but white space: people leave it empty. */
export function honeypotFilled(honeypot: unknown): boolean {
  return (
    honeypot !== undefined &&
    honeypot !== null &&
    !(typeof honeypot === "string" && honeypot.trim() === "")
  );
}

/** Why a submission looks automated, or null when it does not. */
export function assessSpam(
  fields: { honeypot: unknown; token: unknown },
  tokens: FormTokens,
  now: number,
  options: SpamOptions = {},
): SpamReason | null {
  const { honeypot, token } = fields;
  if (honeypotFilled(honeypot)) return "honeypot";
  if (token === undefined || token === null || token === "") return "no-token";
  if (typeof token !== "string" || token.length > 200) return "bad-token";
  const issued = tokens.issuedAt(token);
  if (issued === null) return "bad-token";
  return judgeAge(issued, now, options);
}

/**
 * The time rule alone, for a token already known to be ours: sent sooner than a person could, or
 * later than a token lives. A browser's own post is judged by it too, with the time its signed
 * XSRF cookie was issued (decision 1105), so both paths apply one rule.
 */
export function judgeAge(
  issued: number,
  now: number,
  options: SpamOptions = {},
): SpamReason | null {
  const { minAgeMs = FORM_TOKEN_MIN_AGE_MS, maxAgeMs = FORM_TOKEN_MAX_AGE_MS } = options;
  const age = now - issued;
  if (age < minAgeMs) return "too-fast";
  if (age > maxAgeMs) return "expired-token";
  return null;
}

/**
 * Marks a valid form token used, inside the transaction that stores its submission (so a refused
 * or failed submission does not use it up); false when it was used before. Each token counts for
 * one submission: a replayed one is quarantined like a missing one (decision 0903).
 */
export async function claimFormToken(tx: Queryable, token: string, now: number): Promise<boolean> {
  const payload = token.slice(0, token.lastIndexOf("."));
  await tx.run("DELETE FROM used_form_tokens WHERE expires_at < ?", [now]);
  const claimed = await tx.run(
    "INSERT INTO used_form_tokens (token, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING",
    [payload, now + FORM_TOKEN_MAX_AGE_MS],
  );
  return claimed === 1;
}
