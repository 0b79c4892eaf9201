// Everything a form of fields does besides its markup: values and errors, focus on a failed
// submit attempt, and the submission (spam fields, phases, "Try again") of use-submission.ts.
import type { FormEvent } from "react";
import type { SendResult } from "./request-client.ts";
import { useFormFields, type FieldErrors } from "./use-form-fields.ts";
import { useHydrated } from "./use-hydrated.ts";
import { useSubmission, type SendContext, type SpamFields } from "./use-submission.ts";

export type FormControllerOptions<K extends string> = {
  /** Prefix of the controls' ids, e.g. "contact" gives "contact-cf_name". */
  idPrefix: string;
  initial: Record<K, string>;
  validate: (values: Record<K, string>) => FieldErrors<K>;
  send: (values: Record<K, string>, spam: SpamFields, context: SendContext) => Promise<SendResult>;
};

export function useFormController<K extends string>({
  idPrefix,
  initial,
  validate,
  send,
}: FormControllerOptions<K>) {
  const fields = useFormFields(initial, validate);
  const submission = useSubmission(idPrefix);
  const hydrated = useHydrated();
  const fieldId = (name: K) => `${idPrefix}-${name}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.phase !== "idle") return;
    const invalid = fields.touchAll();
    if (invalid[0] !== undefined) {
      document.getElementById(fieldId(invalid[0]))?.focus();
      return;
    }
    const values = fields.values;
    void submission.submit((spam, context) => send(values, spam, context));
  };

  const onRetry = () => {
    // Shown on the fields as they come back, so the focus lands on the first of them.
    fields.showServerErrors(submission.failure?.errors);
    submission.retry();
  };

  /** The props a TextField needs for one field. */
  const bind = (name: K) => ({
    id: fieldId(name),
    name,
    value: fields.values[name],
    onValueChange: (value: string) => fields.setValue(name, value),
    onBlur: () => fields.touch(name),
    error: fields.errorOf(name),
  });

  const { formRef, honeypot } = submission;
  return { fields, submission, hydrated, formRef, honeypot, fieldId, onSubmit, onRetry, bind };
}
