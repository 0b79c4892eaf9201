// Field schemas the four form schemas are composed of, and the mapping of zod issues to the
// `{ field: message }` shape both the browser and the server's 400 answer use.
// zod/mini rather than classic zod: its functions tree-shake, so a page with a form ships a few KB
// of validator instead of the whole method-laden classic API. Checks run in the order given, as the
// classic chained methods did, so the first issue per field (what `fieldErrors` keeps) is unchanged.
// Mini loads no locale, so every issue on a field must carry its own message (they all do). Only a
// non-object in place of a whole form falls back to zod's text: "Invalid input" without a locale,
// classic's English wording in a process that built a classic schema (the server: env.ts). Neither
// caller passes one: the server hands over a record, the browser its field values.
import * as z from "zod/mini";
import { FORM_ERROR_KEY, messages } from "./messages.ts";
import { limits } from "./limits.ts";

/**
 * Characters that have no place in a one-line value: C0 and C1 controls (CR and LF would allow mail
 * header injection; C1, e.g. U+009B, is an escape sequence to a terminal that prints it).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** In free text, line breaks and tabs are fine, other (C0 and C1) control characters are not. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * A deliberately simple address pattern (the spec's rule): one @, a dot in the domain, and none of
 * the characters that are special in mail headers.
 */
export const EMAIL_PATTERN =
  /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(\.[^\s@<>()[\]\\,;:".]+)+$/;

/** Ten digits as 3-3-4; optional parentheses around the first three; one optional -, . or space between groups. */
export const PHONE_PATTERN = /^(\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}$/;

/**
 * What any phone number looks like, checked as the visitor types without the number library
 * (phone.ts, loaded on demand): an optional +, 7 to 17 digits (the shortest numbers have 7 with
 * their country code, E.164's longest 15 after an international prefix "00"), and spaces,
 * parentheses, dots or hyphens between them. Each repetition starts with a digit, so the pattern
 * cannot backtrack badly.
 */
export const PHONE_SHAPE = /^\+?[ ().-]*(\d[ ().-]*){7,17}$/;

const isAbsent = (input: unknown) => input === undefined || input === null;

/** A string field whose missing value reads `required` and whose wrong type reads `invalid`. */
function text(required: string, invalid: string) {
  return z
    .string({ error: (issue) => (isAbsent(issue.input) ? required : invalid) })
    .check(z.trim());
}

/**
 * Invisible or unencodable characters that the pattern lets through but no real address holds:
 * control characters (NUL …), bidi overrides and zero-width marks (which make an address read
 * differently than it routes), lone UTF-16 surrogates, the replacement character (a sign of broken
 * encoding) and the start of a MIME encoded-word (`=?`), which mail software may decode into
 * something else.
 */
const ADDRESS_TRICKS =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufffd\ud800-\udfff]|=\?/u;

export const EmailSchema = text(messages.emailRequired, messages.emailInvalid).check(
  z.minLength(1, messages.emailRequired),
  z.maxLength(limits.emailMax, messages.emailInvalid),
  z.regex(EMAIL_PATTERN, messages.emailInvalid),
  z.refine((value) => !ADDRESS_TRICKS.test(value), messages.emailInvalid),
);

export const NameSchema = text(messages.nameRequired, messages.nameInvalid).check(
  z.minLength(1, messages.nameRequired),
  z.maxLength(limits.nameMax, messages.nameTooLong),
  z.refine((value) => !LINE_CONTROL.test(value), messages.nameInvalid),
);

/** The phone's first check, the same in both halves; `PhoneNumberSchema` (phone.ts) adds the real one. */
export const PhoneSchema = text(messages.phoneRequired, messages.phoneInvalid).check(
  z.minLength(1, messages.phoneRequired),
  z.maxLength(limits.phoneMax, messages.phoneInvalid),
  z.regex(PHONE_SHAPE, messages.phoneInvalid),
);

/** Optional free text: absent, null and "" all mean "nothing written". */
export function optionalTextSchema(max: number, tooLong: string) {
  return z.pipe(
    z.nullish(
      z.string({ error: messages.messageInvalid }).check(
        z.maxLength(max, tooLong),
        z.refine((value) => !TEXT_CONTROL.test(value), messages.messageInvalid),
      ),
    ),
    z.transform((value: string | null | undefined) => value ?? ""),
  );
}

/** Required free text, e.g. an application answer. */
export function requiredTextSchema(max: number, required: string, tooLong: string) {
  return text(required, messages.messageInvalid).check(
    z.minLength(1, required),
    z.maxLength(max, tooLong),
    z.refine((value) => !TEXT_CONTROL.test(value), messages.messageInvalid),
  );
}

/** Turns zod issues into `{ field: message }`, keeping the first message per field. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : FORM_ERROR_KEY;
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
