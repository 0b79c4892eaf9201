// The contact form of /contact-us ("Say Hello"): name, address, phone and an optional message.
import { ContactSchema } from "#contracts/contact.ts";
import { endpoints } from "#contracts/endpoints.ts";
import { limits } from "#contracts/limits.ts";
import { messages } from "#contracts/messages.ts";
import { contactLabels } from "./form-labels.ts";
import { FormPhases } from "./form-phases.tsx";
import { Honeypot } from "./honeypot.tsx";
import { NoScriptNote } from "./no-script-note.tsx";
import { sendJson } from "./request-client.ts";
import { TextField } from "./text-field.tsx";
import { useFormController } from "./use-form-controller.ts";
import { schemaErrors } from "./use-form-fields.ts";
import "./forms.css";

const FIELDS = ["cf_name", "cf_mail", "cf_phone", "cf_msg"] as const;
type ContactField = (typeof FIELDS)[number];
const EMPTY: Record<ContactField, string> = { cf_name: "", cf_mail: "", cf_phone: "", cf_msg: "" };

const PHASE_MESSAGES = { pending: messages.pendingForm, success: messages.contactSuccess };

const validate = (values: Record<ContactField, string>) =>
  schemaErrors(ContactSchema, values, FIELDS);

export function ContactForm() {
  const form = useFormController({
    idPrefix: "contact",
    initial: EMPTY,
    validate,
    send: (values, spam, { signal }) =>
      sendJson(endpoints.contact, { ...values, ...spam }, { signal }),
  });

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
          {...form.bind("cf_phone")}
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
          <button type="submit" className="form-button" disabled={!form.hydrated}>
            {contactLabels.submit}
          </button>
        </div>
        <NoScriptNote />
      </form>
    </FormPhases>
  );
}
