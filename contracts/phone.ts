// The contact form's phone number checked as a real number (libphonenumber-js with its full
// metadata). The server applies it to every contact submission; the browser imports this module
// only once a phone number is typed (about 50 KB gzip), so no page carries it at first load.
import { isValidPhoneNumber } from "libphonenumber-js/max";
import * as z from "zod/mini";
import { ContactSchema } from "./contact.ts";
import { PHONE_PATTERN, PhoneSchema } from "./fields.ts";
import { messages } from "./messages.ts";

/**
 * Where a number written without its +code is read as dialled from: India, the country the form
 * serves. A rule of the form, not the agency's address (content/site.yaml, decision 1315).
 */
const NATIONAL_NUMBERS = "IN";

/**
 * A number that can be dialled: written nationally it is read as an Indian number, a foreign one
 * needs its +code. The spec's 3-3-4 shape stays valid whatever its digits.
 */
export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(value) || isValidPhoneNumber(value, NATIONAL_NUMBERS);
}

/** The phone rule in full: the shape check of `PhoneSchema`, then the real number. */
export const PhoneNumberSchema = PhoneSchema.check(z.refine(isPhoneNumber, messages.phoneInvalid));

/**
 * The contact submission as the server checks it, and as the browser checks it before sending.
 * A spread rather than z.extend, whose code would land in the forms' first-load chunk.
 */
export const CheckedContactSchema = z.object({
  ...ContactSchema.shape,
  cf_phone: PhoneNumberSchema,
});
