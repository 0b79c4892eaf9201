// Shown only with JavaScript off, when a prerendered form cannot be sent: the address to write to.
import { site } from "#contracts/site.ts";
import { noScriptNote } from "./form-labels.ts";

export function NoScriptNote() {
  return (
    <noscript>
      <p className="form-hint">
        {noScriptNote} <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>
    </noscript>
  );
}
