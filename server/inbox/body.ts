// Reading the inbox API's small JSON bodies and query strings: a wrong or missing value is a 400
// naming the field (the app's one error handler answers InvalidFields).
import { InvalidFields } from "../routes/validation.ts";
import { inboxMessages } from "./inbox-messages.ts";

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
