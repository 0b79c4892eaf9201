// The contact form ("Say Hello"): name, address, phone and an optional message.
import * as z from "zod/mini";
import { EmailSchema, NameSchema, optionalTextSchema, PhoneSchema } from "./fields.ts";
import { limits } from "./limits.ts";
import { messages } from "./messages.ts";

export const ContactSchema = z.object({
  cf_name: NameSchema,
  cf_mail: EmailSchema,
  cf_phone: PhoneSchema,
  cf_msg: optionalTextSchema(limits.messageMax, messages.messageTooLong),
});

export type ContactInput = z.input<typeof ContactSchema>;
export type Contact = z.output<typeof ContactSchema>;
