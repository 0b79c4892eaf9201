// The schema of each form by kind, for code that handles all four alike.
import { ApplicationSchema } from "./application.ts";
import { ContactSchema } from "./contact.ts";
import type { FormKind } from "./endpoints.ts";
import { messages } from "./messages.ts";
import { NewsletterSchema } from "./newsletter.ts";
import { ThoughtsSchema } from "./thoughts.ts";

export const formSchemas = {
  newsletter: NewsletterSchema,
  contact: ContactSchema,
  thoughts: ThoughtsSchema,
  application: ApplicationSchema,
} as const;

export const successMessages: Record<FormKind, string> = {
  newsletter: messages.newsletterSuccess,
  contact: messages.contactSuccess,
  thoughts: messages.thoughtsSuccess,
  application: messages.applicationSuccess,
};
