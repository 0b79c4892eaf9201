// The newsletter sign-up: one address.
import * as z from "zod/mini";
import { EmailSchema } from "./fields.ts";

export const NewsletterSchema = z.object({
  cf_mail: EmailSchema,
});

export type NewsletterInput = z.input<typeof NewsletterSchema>;
export type Newsletter = z.output<typeof NewsletterSchema>;
