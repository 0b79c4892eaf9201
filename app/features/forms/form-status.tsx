// What replaces a form once it is sent: 'Please wait...', then the success or failure message.
// It is a live region and takes the focus, so the outcome is heard and the visitor is not left on
// a button that vanished. A failure offers "Try again", which brings the form back as it was.
import { useEffect, useRef, type ReactNode } from "react";
import { TRY_AGAIN_LABEL } from "./form-labels.ts";

export type StatusTone = "pending" | "success" | "failure";

export type FormStatusProps = {
  tone: StatusTone;
  message: string;
  onRetry?: () => void;
  children?: ReactNode;
};

export function FormStatus({ tone, message, onRetry, children }: FormStatusProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.focus();
  }, [tone]);

  return (
    <div
      ref={ref}
      className={`form-status form-status--${tone}`}
      role="status"
      aria-live="polite"
      tabIndex={-1}
    >
      <p className="form-status-message">{message}</p>
      {children}
      {tone === "failure" && onRetry ? (
        <button type="button" className="form-button form-button--secondary" onClick={onRetry}>
          {TRY_AGAIN_LABEL}
        </button>
      ) : null}
    </div>
  );
}
