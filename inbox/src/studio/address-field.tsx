// A post's or video's public address, checked as it is typed by the rule the schema applies
// (contracts/embed-address.ts): which provider and post or video the site will show, or why it
// cannot (a javascript: or http: address, another site, an address that names no post).
import { EMBED_PROVIDER_NAMES } from "#contracts/embeds.ts";
import { embedAddress } from "#contracts/embed-address.ts";
import type { StudyField } from "#contracts/studio.ts";
import { Field } from "../shell/field.tsx";
import { nameOf, type Place, useEditing } from "./study-editing.ts";

type Props = { field: Extract<StudyField, { kind: "address" }>; value: unknown; place: Place };

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

export function AddressField({ field, value, place }: Props) {
  const { errors, change } = useEditing();
  const text = typeof value === "string" ? value : "";
  const found = text.trim() ? embedAddress(text) : null;
  const problem = found && "problem" in found ? found.problem : undefined;
  const shows =
    found && !("problem" in found)
      ? `The site shows ${EMBED_PROVIDER_NAMES[found.kind]}'s ${found.kind === "youtube" ? "video" : "post"} ${found.id}${found.start ? `, from ${minutes(found.start)}` : ""}.`
      : "";
  return (
    <>
      <Field
        label={field.label}
        hint={field.hint ?? ""}
        type="url"
        inputMode="url"
        required
        value={text}
        error={problem ?? errors[nameOf(place)]}
        onChange={(event) => change(place, () => event.target.value.trim())}
        // The address is kept as the site reads it (Instagram's without its query, and so on).
        onBlur={() => {
          if (found && !("problem" in found)) change(place, () => found.url);
        }}
      />
      <p className="field__hint" role="status">
        {shows}
      </p>
    </>
  );
}
