// Reading the inbox API's small JSON bodies and query strings: a wrong or missing value is a 400
// naming the field (the app's one error handler answers InvalidFields). Before any route reads
// them, every value and name in the body, the query string and the path is checked for control
// characters: none of the inbox's inputs is multi-line text, so none may hold one (PostgreSQL
// cannot even store a NUL, and a terminal obeys C1 characters).
import type { FastifyRequest } from "fastify";
import { InvalidFields } from "../routes/validation.ts";
import { inboxMessages } from "./inbox-messages.ts";

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether a value, or any string or name inside it, holds a C0 or C1 control character or DEL. */
function holdsControl(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return CONTROL.test(value);
  if (typeof value !== "object" || value === null) return false;
  // No inbox body nests; one nested this deep is refused rather than walked.
  if (depth > 32) return true;
  if (Array.isArray(value)) return value.some((item) => holdsControl(item, depth + 1));
  return Object.entries(value).some(
    ([name, item]) => CONTROL.test(name) || holdsControl(item, depth + 1),
  );
}

/** The first field of a body, query or path holding a control character, or null. */
function fieldWithControl(source: unknown, sourceName: string): string | null {
  if (typeof source === "string") return CONTROL.test(source) ? sourceName : null;
  if (typeof source !== "object" || source === null || Buffer.isBuffer(source)) return null;
  for (const [name, value] of Object.entries(source))
    if (CONTROL.test(name) || holdsControl(value))
      return CONTROL.test(name) || name === "*" ? sourceName : name;
  return null;
}

/**
 * A preValidation hook for every inbox route: a control character anywhere in the path's
 * parameters, the query string or the body is a 400 naming the field, before a route reads it.
 */
export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  const field =
    fieldWithControl(request.params, "path") ??
    fieldWithControl(request.query, "query") ??
    fieldWithControl(request.body, "body");
  if (field !== null) throw new InvalidFields({ [field]: inboxMessages.invalid });
}

export type Fields = Record<string, unknown>;

export const fieldsOf = (body: unknown): Fields =>
  typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Fields) : {};

export function requiredString(fields: Fields, name: string, max = 1000): string {
  const value = fields[name];
  if (value === undefined || value === null || value === "")
    throw new InvalidFields({ [name]: inboxMessages.required });
  if (typeof value !== "string" || value.length > max)
    throw new InvalidFields({ [name]: inboxMessages.invalid });
  return value;
}

export function oneOf<T extends string>(
  fields: Fields,
  name: string,
  allowed: readonly T[],
  optional: true,
): T | undefined;
export function oneOf<T extends string>(fields: Fields, name: string, allowed: readonly T[]): T;
export function oneOf<T extends string>(
  fields: Fields,
  name: string,
  allowed: readonly T[],
  optional = false,
): T | undefined {
  const value = fields[name];
  if ((value === undefined || value === "") && optional) return undefined;
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value))
    throw new InvalidFields({ [name]: inboxMessages.invalid });
  return value as T;
}
