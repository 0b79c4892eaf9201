// One form's submission, the same for all four forms: the spam fields added to what it sends, the
// phases idle → pending → success | failure (back to idle only through "Try again", with the focus
// back in the form), and a second submit while one is pending ignored, so nothing is sent twice.
import { useCallback, useEffect, useRef, useState } from "react";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "#contracts/spam.ts";
import type { SendResult, UploadProgress } from "./request-client.ts";
import { useFormToken } from "./use-form-token.ts";

export type SubmissionPhase = "idle" | "pending" | "success" | "failure";

export type Failure = Extract<SendResult, { ok: false }>;

/** The two fields every submission carries for the back end's spam check. */
export type SpamFields = { [HONEYPOT_FIELD]: string; [FORM_TOKEN_FIELD]?: string };

export type SendContext = {
  signal: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
};

/**
 * `idPrefix` names the form's controls, e.g. "contact" gives the honeypot "contact-subject";
 * `sent` says the page answers a post that succeeded (posted-form.ts).
 */
export function useSubmission(idPrefix: string, sent = false) {
  const [phase, setPhase] = useState<SubmissionPhase>(sent ? "success" : "idle");
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [retries, setRetries] = useState(0);
  const busy = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const { getToken, uploadMaxMb } = useFormToken();
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);

  // A request still running when the form goes away is abandoned, not left to update nothing.
  useEffect(() => () => controller.current?.abort(), []);

  // Back from a failure: the first field the server objected to, else the first field.
  useEffect(() => {
    if (retries === 0) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>("input:not([tabindex='-1']), textarea");
    target?.focus();
  }, [retries]);

  const submit = useCallback(
    async (send: (spam: SpamFields, context: SendContext) => Promise<SendResult>) => {
      if (busy.current) return;
      busy.current = true;
      // Read now: the form, honeypot included, is gone once the status replaces it.
      const trap = honeypotRef.current?.value ?? "";
      const current = new AbortController();
      controller.current = current;
      setFailure(null);
      setProgress(null);
      setPhase("pending");
      let result: SendResult;
      try {
        const token = await getToken();
        const spam: SpamFields = token
          ? { [HONEYPOT_FIELD]: trap, [FORM_TOKEN_FIELD]: token }
          : { [HONEYPOT_FIELD]: trap };
        result = await send(spam, { signal: current.signal, onProgress: setProgress });
      } catch {
        result = { ok: false, reason: "network" };
      }
      busy.current = false;
      if (controller.current === current) controller.current = null;
      setFailure(result.ok ? null : result);
      setPhase(result.ok ? "success" : "failure");
    },
    [getToken],
  );

  const retry = useCallback(() => {
    if (busy.current) return;
    setPhase("idle");
    setRetries((count) => count + 1);
  }, []);

  /** The props of the form's Honeypot, read by `submit`. */
  const honeypot = { id: `${idPrefix}-subject`, inputRef: honeypotRef };

  return { phase, progress, failure, submit, retry, formRef, honeypot, uploadMaxMb };
}
