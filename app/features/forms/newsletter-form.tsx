// The newsletter sign-up in the strip at the bottom of /weirdos: one address.
import { endpoints } from "#contracts/endpoints.ts";
import { limits } from "#contracts/limits.ts";
import { messages } from "#contracts/messages.ts";
import { NewsletterSchema } from "#contracts/newsletter.ts";
import { newsletterLabels } from "./form-labels.ts";
import { FormPhases } from "./form-phases.tsx";
import { Honeypot } from "./honeypot.tsx";
import type { Answered } from "./posted-form.ts";
import { sendJson, formAction } from "./request-client.ts";
import { TextField } from "./text-field.tsx";
import { useFormController } from "./use-form-controller.ts";
import { schemaErrors } from "./use-form-fields.ts";

/** The form's controls, for the page's action (posted-form.ts). */
export const NEWSLETTER_FIELDS = ["cf_mail"] as const;
const FIELDS = NEWSLETTER_FIELDS;
const EMPTY = { cf_mail: "" };

const PHASE_MESSAGES = { pending: messages.pendingForm, success: messages.newsletterSuccess };

const validate = (values: Record<"cf_mail", string>) =>
  schemaErrors(NewsletterSchema, values, FIELDS);

/** `answered`: what the form shows of a post without scripts this page answers, if it does. */
export function NewsletterForm({ answered }: { answered?: Answered<string> | undefined }) {
  const form = useFormController({
    idPrefix: "newsletter",
    initial: EMPTY,
    validate,
    send: (values, spam, { signal }) =>
      sendJson(endpoints.newsletter, { ...values, ...spam }, { signal }),
    answered,
  });

  return (
    <FormPhases
      shell="newsletter"
      phase={form.submission.phase}
      messages={PHASE_MESSAGES}
      onRetry={form.onRetry}
      notice={form.notice}
      focusOnLoad={answered !== undefined}
    >
      <form
        ref={form.formRef}
        className="form form--newsletter"
        method="post"
        action={formAction(endpoints.newsletter)}
        noValidate
        aria-label={newsletterLabels.form}
        onSubmit={form.onSubmit}
      >
        <TextField
          {...form.bind("cf_mail")}
          label={newsletterLabels.email}
          type="email"
          inputMode="email"
          required
          autoComplete="email"
          maxLength={limits.emailMax}
        />
        <Honeypot {...form.honeypot} />
        <div className="form-actions">
          <button type="submit" className="form-button">
            {newsletterLabels.submit}
          </button>
        </div>
      </form>
    </FormPhases>
  );
}
