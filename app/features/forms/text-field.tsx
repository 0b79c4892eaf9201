// One labelled text field with its hint and error, tied to the control by aria-describedby.
import type { ReactNode } from "react";

export type TextFieldProps = {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel";
  maxLength?: number;
  /** A textarea with this many rows instead of a one-line input. */
  rows?: number;
  className?: string;
  autoFocus?: boolean | undefined;
};

export const errorIdOf = (id: string) => `${id}-error`;
export const hintIdOf = (id: string) => `${id}-hint`;

export function TextField(props: TextFieldProps) {
  const {
    id,
    name,
    label,
    value,
    onValueChange,
    onBlur,
    error,
    hint,
    required = false,
    rows,
  } = props;
  const describedBy = [hint ? hintIdOf(id) : null, error ? errorIdOf(id) : null]
    .filter(Boolean)
    .join(" ");
  const control = {
    id,
    name,
    value,
    required,
    maxLength: props.maxLength,
    autoComplete: props.autoComplete,
    autoFocus: props.autoFocus,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    onBlur,
  };
  return (
    <div
      className={["form-field", error ? "form-field--invalid" : "", props.className ?? ""]
        .filter(Boolean)
        .join(" ")}
    >
      <label className="form-label" htmlFor={id}>
        {label}
        {required ? (
          <span className="form-required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className="form-hint" id={hintIdOf(id)}>
          {hint}
        </p>
      ) : null}
      {rows ? (
        <textarea
          {...control}
          rows={rows}
          className="form-control form-control--multiline"
          onChange={(event) => onValueChange(event.target.value)}
        />
      ) : (
        <input
          {...control}
          type={props.type ?? "text"}
          inputMode={props.inputMode}
          className="form-control"
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
      {error ? (
        <p className="form-error" id={errorIdOf(id)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
