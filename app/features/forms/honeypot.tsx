// The back end's honeypot field: out of sight and out of the tab order, so only bots fill it in.
// Uncontrolled, so a value a script writes into the DOM is still read at submit time.
import type { Ref } from "react";
import { HONEYPOT_FIELD } from "#contracts/spam.ts";

export function Honeypot({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        ref={inputRef}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
