// The CV input. The chosen File lives in the form's state, so it survives the form being replaced
// by a failure message; when the form comes back it is put into the new input again.
import { useEffect, useLayoutEffect, useRef } from "react";
import { errorIdOf, hintIdOf } from "./text-field.tsx";

export type FileFieldProps = {
  id: string;
  name: string;
  label: string;
  hint: string;
  chosenLabel: string;
  accept: string;
  file: File | null;
  onFile: (file: File | null) => void;
  onBlur: () => void;
  error?: string;
  clicked: boolean;
  wrapperRef: (node: HTMLElement | null) => (() => void) | undefined;
  /** The page answers a post without scripts that this field failed: the browser focuses it. */
  focusOnLoad?: boolean | undefined;
};

/** Puts a File into a file input; only a DataTransfer's FileList can be assigned to it. */
export function attachFile(input: HTMLInputElement, file: File): boolean {
  if (input.files?.[0] === file) return true;
  try {
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
    return true;
  } catch {
    // No DataTransfer constructor (old browsers, jsdom): the file is still sent from state.
    return false;
  }
}

export function FileField(props: FileFieldProps) {
  const { id, file, error } = props;
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (inputRef.current && file) attachFile(inputRef.current, file);
  }, [file]);

  // A file chosen before the scripts ran is in the prerendered input but not in the state: taken
  // over once, at hydration, as the typed text is (use-form-controller.ts), so the form sends the
  // file the visitor sees chosen.
  useLayoutEffect(() => {
    const chosen = inputRef.current?.files?.[0];
    if (chosen && !file) props.onFile(chosen);
    // Once, when the field first exists in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const describedBy = [hintIdOf(id), file ? `${id}-chosen` : null, error ? errorIdOf(id) : null]
    .filter(Boolean)
    .join(" ");

  return (
    <div
      className={["form-field", "form-field--wide", error ? "form-field--invalid" : ""]
        .filter(Boolean)
        .join(" ")}
    >
      <label className="form-label" htmlFor={id}>
        {props.label}
        <span className="form-required" aria-hidden="true">
          {" "}
          *
        </span>
      </label>
      <p className="form-hint" id={hintIdOf(id)}>
        {props.hint}
      </p>
      <div
        ref={props.wrapperRef}
        className={["form-file", props.clicked ? "clicked" : ""].filter(Boolean).join(" ")}
      >
        <input
          ref={inputRef}
          id={id}
          name={props.name}
          type="file"
          accept={props.accept}
          required
          // Only in the page answering a post without scripts, where nothing else could focus it.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={props.focusOnLoad}
          className="form-file-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => props.onFile(event.target.files?.[0] ?? null)}
          onBlur={props.onBlur}
        />
      </div>
      {file ? (
        <p className="form-file-name" id={`${id}-chosen`}>
          {props.chosenLabel} <span>{file.name}</span>
        </p>
      ) : null}
      {error ? (
        <p className="form-error" id={errorIdOf(id)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
