// The contact form of /contact-us ("Say Hello"): name, address, phone and an optional message.
// The phone's real-number check is the server's own (contracts/phone.ts), loaded when a number is
// first typed and awaited at submit; until it is in, the cheap shape check of ContactSchema runs.
import { useCallback, useState } from "react";
import {
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  ContactSchema,
  type ContactField,
  type ContactFieldName,
} from "#contracts/contact.ts";
import { endpoints } from "#contracts/endpoints.ts";
import { messages } from "#contracts/messages.ts";
import type { CheckedContactSchema } from "#contracts/phone.ts";
import { contactLabels } from "./form-labels.ts";
import { FormPhases } from "./form-phases.tsx";
import { Honeypot } from "./honeypot.tsx";
import type { Answered } from "./posted-form.ts";
import { sendJson, formAction } from "./request-client.ts";
import { TextField } from "./text-field.tsx";
import { useFormController } from "./use-form-controller.ts";
import { schemaErrors } from "./use-form-fields.ts";

const FIELDS = CONTACT_FIELD_NAMES;
const EMPTY = Object.fromEntries(FIELDS.map((name) => [name, ""])) as Record<
  ContactFieldName,
  string
>;

const PHASE_MESSAGES = { pending: messages.pendingForm, success: messages.contactSuccess };

type Schema = typeof ContactSchema | typeof CheckedContactSchema;

const loadCheckedSchema = () =>
  import("#contracts/phone.ts").then((module) => module.CheckedContactSchema);

/** `answered`: what the form shows of a post without scripts this page answers, if it does. */
export function ContactForm({ answered }: { answered?: Answered<string> | undefined }) {
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
    answered,
  });
  const onPhoneChange = (value: string) => {
    // Failing here is harmless: submit tries again, and the server checks regardless.
    if (schema === ContactSchema) loadChecked().catch(() => {});
    form.bind("cf_phone").onValueChange(value);
  };

  return (
    <FormPhases
      shell="contact"
      phase={form.submission.phase}
      messages={PHASE_MESSAGES}
      onRetry={form.onRetry}
      notice={form.notice}
      focusOnLoad={answered !== undefined}
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
        {FIELDS.map((name) => {
          const { label, hint, control }: ContactField = CONTACT_FIELDS[name];
          const bound = form.bind(name);
          return (
            <TextField
              key={name}
              {...bound}
              // The phone's first keystroke fetches its full check.
              onValueChange={name === "cf_phone" ? onPhoneChange : bound.onValueChange}
              label={label}
              hint={hint}
              type={control.type}
              inputMode={control.type}
              required={control.required}
              autoComplete={control.autoComplete}
              maxLength={control.maxLength}
              rows={control.rows}
              className={control.rows ? "form-field--wide" : undefined}
            />
          );
        })}
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
