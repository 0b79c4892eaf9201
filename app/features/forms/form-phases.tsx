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
  /** After the success message, outside its live region: where the visitor can go next. */
  next?: ReactNode;
  /** Said above the form while idle: why a post without scripts was refused (posted-form.ts). */
  notice?: string[] | null;
  /**
   * The page answers a post without scripts: its status takes the focus as the page loads, so the
   * browser scrolls to it (a form at the foot of a long page) and a screen reader starts there.
   */
  focusOnLoad?: boolean;
  /** The form, shown while idle. */
  children: ReactNode;
};

/** The failure message above a form that a post without scripts comes back to. */
export function FormNotice({ lines, focusOnLoad }: { lines: string[]; focusOnLoad?: boolean }) {
  return (
    <div
      className="form-status form-status--failure"
      role="status"
      aria-live="polite"
      tabIndex={-1}
      // Only in a page answering a post without scripts, where nothing else could move the focus.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focusOnLoad}
    >
      {lines.map((line, i) => (
        <p key={i} className={i === 0 ? "form-status-message" : "form-status-detail"}>
          {line}
        </p>
      ))}
    </div>
  );
}

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
        <>
          {props.notice ? (
            <FormNotice lines={props.notice} focusOnLoad={props.focusOnLoad} />
          ) : null}
          {props.children}
        </>
      ) : (
        <div
          ref={statusRef}
          className={`form-status form-status--${phase}`}
          role="status"
          aria-live="polite"
          tabIndex={-1}
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={props.focusOnLoad}
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
      {phase === "success" ? props.next : null}
    </div>
  );
}
