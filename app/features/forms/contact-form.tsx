// The contact form of /contact-us ("Say Hello"): name, address, phone and an optional message.
// The phone's real-number check is the server's own (contracts/phone.ts), loaded when a number is
// first typed and awaited at submit; until it is in, the cheap shape check of ContactSchema runs.
import { useCallback, useState } from "react";
import { ContactSchema } from "#contracts/contact.ts";
import { endpoints } from "#contracts/endpoints.ts";
import { limits } from "#contracts/limits.ts";
import { messages } from "#contracts/messages.ts";
import type { CheckedContactSchema } from "#contracts/phone.ts";
import { contactLabels } from "./form-labels.ts";
import { FormPhases } from "./form-phases.tsx";
import { Honeypot } from "./honeypot.tsx";
import { sendJson, formAction } from "./request-client.ts";
import { TextField } from "./text-field.tsx";
import { useFormController } from "./use-form-controller.ts";
import { schemaErrors } from "./use-form-fields.ts";
import "./forms.css";

const FIELDS = ["cf_name", "cf_mail", "cf_phone", "cf_msg"] as const;
type ContactField = (typeof FIELDS)[number];
const EMPTY: Record<ContactField, string> = { cf_name: "", cf_mail: "", cf_phone: "", cf_msg: "" };

const PHASE_MESSAGES = { pending: messages.pendingForm, success: messages.contactSuccess };

type Schema = typeof ContactSchema | typeof CheckedContactSchema;

const loadCheckedSchema = () =>
  import("#contracts/phone.ts").then((module) => module.CheckedContactSchema);

export function ContactForm() {
  const [schema, setSchema] = useState<Schema>(ContactSchema);
  const loadChecked = useCallback(async () => {
    const checked = await loadCheckedSchema();
    setSchema(checked);
    return checked;
  }, []);

  const form = useFormController({
    idPrefix: "contact",
    initial: EMPTY,
    validate: (values) => schemaErrors(schema, values, FIELDS),
    check: async (values) => schemaErrors(await loadChecked(), values, FIELDS),
    send: (values, spam, { signal }) =>
      sendJson(endpoints.contact, { ...values, ...spam }, { signal }),
  });
  const phone = form.bind("cf_phone");
  const onPhoneChange = (value: string) => {
    // Failing here is harmless: submit tries again, and the server checks regardless.
    if (schema === ContactSchema) loadChecked().catch(() => {});
    phone.onValueChange(value);
  };

  return (
    <FormPhases
      shell="contact"
      phase={form.submission.phase}
      messages={PHASE_MESSAGES}
      onRetry={form.onRetry}
    >
      <form
        ref={form.formRef}
        className="form form--contact"
        method="post"
        action={formAction(endpoints.contact)}
        noValidate
        aria-label={contactLabels.form}
        onSubmit={form.onSubmit}
      >
        <TextField
          {...form.bind("cf_name")}
          label={contactLabels.name}
          required
          autoComplete="name"
          maxLength={limits.nameMax}
        />
        <TextField
          {...form.bind("cf_mail")}
          label={contactLabels.email}
          type="email"
          inputMode="email"
          required
          autoComplete="email"
          maxLength={limits.emailMax}
        />
        <TextField
          {...phone}
          onValueChange={onPhoneChange}
          label={contactLabels.phone}
          hint={contactLabels.phoneHint}
          type="tel"
          inputMode="tel"
          required
          autoComplete="tel"
          maxLength={limits.phoneMax}
        />
        <TextField
          {...form.bind("cf_msg")}
          label={contactLabels.message}
          rows={5}
          maxLength={limits.messageMax}
          className="form-field--wide"
        />
        <Honeypot {...form.honeypot} />
        <div className="form-actions">
          <button type="submit" className="form-button">
            {contactLabels.submit}
          </button>
        </div>
      </form>
    </FormPhases>
  );
}
