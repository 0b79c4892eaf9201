// Shows a form while its submission is idle and the status in its place after that: the form's
// pending message, then its success message or the failure message with "Try again".
import { useEffect, useRef, type ReactNode } from "react";
import { messages } from "#contracts/messages.ts";
import { TRY_AGAIN_LABEL } from "./form-labels.ts";
import type { SubmissionPhase } from "./use-submission.ts";

type StatusPhase = Exclude<SubmissionPhase, "idle">;

export type FormPhasesProps = {
  phase: SubmissionPhase;
  /** The form's own texts; the failure text is the same for every form. */
  messages: { pending: string; success: string };
  onRetry: () => void;
  /** The shell's modifier, e.g. "contact" for form-shell--contact. */
  shell: string;
  /** Shown under a phase's message, e.g. the upload progress while pending. */
  extras?: Partial<Record<StatusPhase, ReactNode>>;
  /** The form, shown while idle. */
  children: ReactNode;
};

export function FormPhases(props: FormPhasesProps) {
  const { phase, messages: own, onRetry, extras } = props;
  const statusRef = useRef<HTMLDivElement>(null);

  // The status is a live region that also takes the focus, so the outcome is heard and the
  // visitor is not left on a button that vanished.
  useEffect(() => {
    if (phase !== "idle") statusRef.current?.focus();
  }, [phase]);

  return (
    <div className={`form-shell form-shell--${props.shell}`}>
      {phase === "idle" ? (
        props.children
      ) : (
        <div
          ref={statusRef}
          className={`form-status form-status--${phase}`}
          role="status"
          aria-live="polite"
          tabIndex={-1}
        >
          <p className="form-status-message">
            {phase === "failure" ? messages.failure : own[phase]}
          </p>
          {extras?.[phase]}
          {phase === "failure" ? (
            <button type="button" className="form-button form-button--secondary" onClick={onRetry}>
              {TRY_AGAIN_LABEL}
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}
