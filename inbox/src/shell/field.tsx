// A labelled input (or, `multiline`, a text area) whose error, when there is one, sits beside it
// and is tied to it for assistive technology (aria-describedby, aria-invalid).
import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from "react";

type FieldProps = (
  | (Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & { multiline?: false })
  | (Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & { multiline: true })
) & {
  label: string;
  error?: string | undefined;
  hint?: string;
};

export function Field({ label, error, hint, className, multiline, ...input }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={`field ${className ?? ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...(input as TextareaHTMLAttributes<HTMLTextAreaElement>)}
        />
      ) : (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...(input as InputHTMLAttributes<HTMLInputElement>)}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
