// Names of the two anti-spam fields every form sends besides its own fields, and the time-token rule.

/**
 * Honeypot: rendered in a visually hidden wrapper with `tabindex="-1"` and `autocomplete="off"`,
 * left empty by people. Named like a plausible field so bots fill it; browsers have no autofill
 * for it.
 */
export const HONEYPOT_FIELD = "cf_subject";

/** The signed time token from GET /form-token, sent back unchanged with the submission. */
export const FORM_TOKEN_FIELD = "cf_token";

/** A submission sent sooner than this after the token was issued counts as automated. */
export const FORM_TOKEN_MIN_AGE_MS = 2_000;
/** Tokens older than this count as missing; the form fetches a fresh one when it mounts. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
