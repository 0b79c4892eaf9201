// Validation in Fastify's schema slot with the shared zod/mini schemas of contracts/: a route
// declares `schema: { body: ContactSchema }` and its handler gets the parsed, typed body. A failed
// check becomes an InvalidFields error, which the app's one error handler answers as
// `{ status: "error", data: { errors: { field: message } } }` with the site's own messages.
import type { FastifySchemaCompiler, FastifyTypeProvider } from "fastify";
import type * as z from "zod/mini";
import { fieldErrors } from "#contracts/fields.ts";

export class InvalidFields extends Error {
  readonly statusCode = 400;
  constructor(readonly errors: Record<string, string>) {
    super("invalid fields");
  }
}

export interface ZodMiniTypeProvider extends FastifyTypeProvider {
  readonly validator: this["schema"] extends z.ZodMiniType ? z.output<this["schema"]> : unknown;
  readonly serializer: this["schema"] extends z.ZodMiniType ? z.input<this["schema"]> : unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodMiniType> =
  ({ schema }) =>
  (data) => {
    // A body that is not an object (JSON `[]`, a string) reads as an empty form: the visitor is
    // told which fields are missing, as for a form sent empty.
    const result = schema.safeParse(isRecord(data) ? data : {});
    return result.success
      ? { value: result.data }
      : { error: new InvalidFields(fieldErrors(result.error)) };
  };
