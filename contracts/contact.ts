// The contact form ("Say Hello"): name, address, phone and an optional message. Each field is
// written here once: its rule, the words the visitor reads, and the name staff read in the mail
// and the inbox. The form, the mail and the inbox all follow this order, so a new field is an
// entry in both lists below (and its limit and message, when it has new ones).
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
export type ContactFieldName = keyof ContactInput;

export type ContactField = {
  /** The words on the form. */
  label: string;
  hint?: string;
  /** The name staff read, in the mail and in the inbox. */
  staffLabel: string;
  /** The control: one line of a kind, or a box of `rows` lines for a long answer. */
  control: {
    type?: "email" | "tel";
    required?: boolean;
    autoComplete?: string;
    maxLength: number;
    rows?: number;
  };
};

export const CONTACT_FIELDS = {
  cf_name: {
    label: "Your name",
    staffLabel: "Name",
    control: { required: true, autoComplete: "name", maxLength: limits.nameMax },
  },
  cf_mail: {
    label: "Email address",
    staffLabel: "Email",
    control: { type: "email", required: true, autoComplete: "email", maxLength: limits.emailMax },
  },
  cf_phone: {
    label: "Phone number",
    // No-break spaces inside the numbers: an example number never wraps across two lines.
    hint: "With the country code if outside India, for example 098470\u00a012345 or +1\u00a0212\u00a0555\u00a00123",
    staffLabel: "Phone",
    control: { type: "tel", required: true, autoComplete: "tel", maxLength: limits.phoneMax },
  },
  cf_msg: {
    label: "Your message (optional)",
    staffLabel: "Message",
    control: { maxLength: limits.messageMax, rows: 5 },
  },
} as const satisfies Record<ContactFieldName, ContactField>;

/** The fields' names in the form's order. */
export const CONTACT_FIELD_NAMES = Object.keys(CONTACT_FIELDS) as ContactFieldName[];
