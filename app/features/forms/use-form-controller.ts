// Everything a form does besides its markup: values and errors, the spam fields, the submission's
// states, focus on a failed submit attempt and after "Try again".
import { useCallback, useEffect, useRef, type FormEvent } from "react";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "#contracts/spam.ts";
import type { SendResult } from "./request-client.ts";
import { useFormFields, type FieldErrors } from "./use-form-fields.ts";
import { useFormToken } from "./use-form-token.ts";
import { useHydrated } from "./use-hydrated.ts";
import { useSubmission, type SendContext } from "./use-submission.ts";

/** The two fields every submission carries for the back end's spam check. */
export type SpamFields = { [HONEYPOT_FIELD]: string; [FORM_TOKEN_FIELD]?: string };

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
  const submission = useSubmission();
  const getToken = useFormToken();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const fieldId = useCallback((name: K) => `${idPrefix}-${name}`, [idPrefix]);

  // Back from a failure: the first field the server objected to, else the first field.
  const { retries } = submission;
  useEffect(() => {
    if (retries === 0) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>("input:not([tabindex='-1']), textarea");
    target?.focus();
  }, [retries]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.phase !== "idle") return;
    const invalid = fields.touchAll();
    if (invalid[0] !== undefined) {
      document.getElementById(fieldId(invalid[0]))?.focus();
      return;
    }
    const values = fields.values;
    const trap = honeypotRef.current?.value ?? "";
    void submission.submit(async (context) => {
      const token = await getToken();
      const spam: SpamFields = token
        ? { [HONEYPOT_FIELD]: trap, [FORM_TOKEN_FIELD]: token }
        : { [HONEYPOT_FIELD]: trap };
      return send(values, spam, context);
    });
  };

  const onRetry = () => {
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

  return { fields, submission, hydrated, formRef, honeypotRef, fieldId, onSubmit, onRetry, bind };
}
