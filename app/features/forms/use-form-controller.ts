// Everything a form of fields does besides its markup: values and errors, focus on a failed
// submit attempt, and the submission (spam fields, phases, "Try again") of use-submission.ts.
import { useLayoutEffect, useRef, type FormEvent } from "react";
import type { SendResult } from "./request-client.ts";
import type { Answered } from "./posted-form.ts";
import { useFormFields, type FieldErrors } from "./use-form-fields.ts";
import { useSubmission, type SendContext, type SpamFields } from "./use-submission.ts";

/** What the server told the form (GET /form-token), for rules that depend on its settings. */
export type ServerLimits = { uploadMaxMb: number };

export type FormControllerOptions<K extends string> = {
  /** Prefix of the controls' ids, e.g. "contact" gives "contact-cf_name". */
  idPrefix: string;
  initial: Record<K, string>;
  validate: (values: Record<K, string>, server: ServerLimits) => FieldErrors<K>;
  /**
   * Checks that need code loaded on demand, awaited once `validate` passes at submit; what they
   * find shows on the fields like a 400 answer would, and nothing is sent.
   */
  check?: (values: Record<K, string>) => Promise<FieldErrors<K>>;
  send: (values: Record<K, string>, spam: SpamFields, context: SendContext) => Promise<SendResult>;
  /** The outcome of a post without scripts this page answers (posted-form.ts). */
  answered?: Answered<string> | undefined;
};

export function useFormController<K extends string>({
  idPrefix,
  initial,
  validate,
  check,
  send,
  answered,
}: FormControllerOptions<K>) {
  const submission = useSubmission(idPrefix, answered?.success);
  const { uploadMaxMb } = submission;
  const fields = useFormFields(initial, (values) => validate(values, { uploadMaxMb }), answered);
  const checking = useRef(false);
  const fieldId = (name: K) => `${idPrefix}-${name}`;
  const focus = (name: K | undefined) => {
    if (name !== undefined) document.getElementById(fieldId(name))?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.phase !== "idle" || checking.current) return;
    const invalid = fields.touchAll();
    if (invalid[0] !== undefined) {
      focus(invalid[0]);
      return;
    }
    const values = fields.values;
    void (async () => {
      if (check) {
        checking.current = true;
        // A chunk that fails to load leaves the check to the server, which makes it anyway.
        const found = await check(values).catch((): FieldErrors<K> => ({}));
        checking.current = false;
        const failed = fields.showErrors(found);
        if (failed[0] !== undefined) {
          focus(failed[0]);
          return;
        }
      }
      await submission.submit((spam, context) => send(values, spam, context));
    })();
  };

  const onRetry = () => {
    // Shown on the fields as they come back, so the focus lands on the first of them.
    fields.showErrors(submission.failure?.errors);
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
    // Without scripts, the browser puts the focus on the first field the server objected to.
    autoFocus: answered?.first === name || undefined,
  });

  const { formRef, honeypot } = submission;

  // Text typed before the scripts ran is in the prerendered fields but not in the state: taken
  // over once, at hydration, so the form sends what the visitor sees (decision 1001).
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const name of Object.keys(initial) as K[]) {
      const field = form.elements.namedItem(name);
      const typed =
        field instanceof HTMLInputElement && field.type !== "file"
          ? field.value
          : field instanceof HTMLTextAreaElement
            ? field.value
            : "";
      if (typed !== "" && typed !== initial[name]) fields.setValue(name, typed);
    }
    // Once, when the form first exists in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Said above the form: why the post this page answers was refused, when no field says it. */
  const notice = answered?.notice ?? null;

  return { fields, submission, formRef, honeypot, fieldId, onSubmit, onRetry, bind, notice };
}
