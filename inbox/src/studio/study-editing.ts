// What every field of the case study's editor shares: the server's messages by the field's place
// ("blocks.3.images.0.alt"), one way to change the study (by place, on its latest state, so an
// upload that finishes after other typing does not undo it), and the study's files.
import { createContext, useContext } from "react";
import type { StudyField, StudyFileKind } from "#contracts/studio.ts";

export type Place = readonly (string | number)[];

export type StudyEditing = {
  errors: Record<string, string>;
  /** Replaces the value at `place` with what `update` makes of it (undefined leaves it out). */
  change: (place: Place, update: (value: unknown) => unknown) => void;
  /** Uploads a file into the study's folder; answers the name it was given there. */
  upload: (file: File, as: StudyFileKind) => Promise<string>;
  fileUrl: (name: string) => string;
};

export const EditingContext = createContext<StudyEditing | null>(null);

export function useEditing(): StudyEditing {
  const editing = useContext(EditingContext);
  if (!editing) throw new Error("a study field outside the study's editor");
  return editing;
}

export const nameOf = (place: Place) => place.join(".");

/** `value` with `update` applied at `place`, copied along the way (the rest shared). */
export function updateIn(value: unknown, place: Place, update: (old: unknown) => unknown): unknown {
  if (place.length === 0) return update(value);
  const [head, ...rest] = place;
  if (Array.isArray(value)) {
    const next = [...(value as unknown[])];
    next[head as number] = updateIn(next[head as number], rest, update);
    return next;
  }
  const object = { ...((value ?? {}) as Record<string, unknown>) };
  const changed = updateIn(object[head!], rest, update);
  if (changed === undefined) delete object[head!];
  else object[head!] = changed;
  return object;
}

/**
 * Where a place is, in the editor's words: "Blocks › Block 4: Gallery › Picture 1 › Describe the
 * picture", for the list of what the server refused.
 */
export function placeName(fields: readonly StudyField[], value: unknown, place: Place): string {
  const names: string[] = [];
  let field: StudyField | undefined;
  let within: readonly StudyField[] | undefined = fields;
  let here = value as Record<string, unknown> | undefined;
  for (const step of place) {
    if (field?.kind === "list" && typeof step === "number") {
      const of = field.of;
      const item = (here as unknown as unknown[] | undefined)?.[step] as
        Record<string, unknown> | undefined;
      if (of.kind === "variants") {
        const variant = of.variants.find((v) => v.value === item?.[of.tag]);
        names.push(`${of.item} ${step + 1}${variant ? `: ${variant.label}` : ""}`);
        within = variant?.fields;
        field = undefined;
      } else {
        field = of.kind === "each" ? of.item : of.items[step];
        names.push(`${field?.label ?? "Item"} ${step + 1}`);
        within = field?.kind === "group" ? field.fields : undefined;
      }
      here = item;
      continue;
    }
    field = within?.find((f) => f.key === step);
    names.push(field?.label ?? String(step));
    within = field?.kind === "group" ? field.fields : undefined;
    here = here?.[step] as Record<string, unknown> | undefined;
  }
  return names.join(" › ");
}
