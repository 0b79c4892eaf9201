// The case study's fields and blocks, drawn from the description the server derives from the
// study's schema (contracts/studio.ts StudyField): one control a kind of value, one list editor
// for every list (paragraphs, pictures, figures, videos, the blocks themselves), so a block type
// or field added to the schema needs no code here. Items move up and down and keep focus on the
// control that moved them, so a keyboard user can carry one several places.
import { type ReactNode, useId, useState } from "react";
import { blankValue, blankVariant, type StudyField, type StudyItems } from "#contracts/studio.ts";
import { Field } from "../shell/field.tsx";
import { AddressField } from "./address-field.tsx";
import { FileField } from "./file-field.tsx";
import { useReorderable } from "./reorderable.tsx";
import { nameOf, type Place, useEditing } from "./study-editing.ts";

type Props<F = StudyField> = { field: F; value: unknown; place: Place };

/** The study's fields take no line breaks: a paragraph is an item of its own. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, " ");

export function FieldsEditor({
  fields,
  value,
  place,
}: {
  fields: readonly StudyField[];
  value: unknown;
  place: Place;
}) {
  const object = (value ?? {}) as Record<string, unknown>;
  return fields.map((field) => (
    <FieldEditor
      key={field.key}
      field={field}
      value={object[field.key]}
      place={[...place, field.key]}
    />
  ));
}

export function FieldEditor({ field, value, place }: Props) {
  const { errors, change } = useEditing();
  const error = errors[nameOf(place)];
  const set = (next: unknown) => change(place, () => next);
  const common = { label: field.label, error, ...(field.hint ? { hint: field.hint } : {}) };
  switch (field.kind) {
    case "text": {
      const text = typeof value === "string" ? value : "";
      const onChange = (event: { target: { value: string } }) => {
        const typed = oneLine(event.target.value);
        set(typed === "" && field.optional ? undefined : typed);
      };
      return field.long ? (
        <Field
          {...common}
          multiline
          rows={3}
          value={text}
          required={!field.optional}
          onChange={onChange}
        />
      ) : (
        <Field {...common} value={text} required={!field.optional} onChange={onChange} />
      );
    }
    case "number":
      return (
        <Field
          {...common}
          type="number"
          inputMode="numeric"
          step={1}
          value={typeof value === "number" ? String(value) : ""}
          onChange={(event) =>
            set(event.target.value === "" ? undefined : Number(event.target.value))
          }
        />
      );
    case "colour":
      return (
        <Field
          {...common}
          type="color"
          className="field--colour"
          value={typeof value === "string" ? value : "#ffffff"}
          onChange={(event) => set(event.target.value)}
        />
      );
    case "switch":
      return (
        <label className="field field--check">
          <input
            type="checkbox"
            checked={value !== false}
            onChange={(event) => set(event.target.checked)}
          />
          {field.label}
          {field.hint ? <span className="field__hint"> {field.hint}</span> : null}
        </label>
      );
    case "choice":
      return <Choice field={field} value={value} place={place} />;
    case "file":
      return <FileField field={field} value={value} place={place} />;
    case "address":
      return <AddressField field={field} value={value} place={place} />;
    case "group":
      return (
        <fieldset className="panel">
          <legend>{field.label}</legend>
          {error ? <p className="field__error">{error}</p> : null}
          <FieldsEditor fields={field.fields} value={value} place={place} />
        </fieldset>
      );
    case "list":
      return <ListEditor field={field} value={value} place={place} />;
    default:
      // A value the schema fixes (a panel's heading) is kept as it is; its list names it.
      return null;
  }
}

function Choice({ field, value, place }: Props<Extract<StudyField, { kind: "choice" }>>) {
  const id = useId();
  const { errors, change } = useEditing();
  const error = errors[nameOf(place)];
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      <select
        id={id}
        value={typeof value === "string" ? value : ""}
        aria-invalid={error ? true : undefined}
        onChange={(event) =>
          change(place, () => (event.target.value === "" ? undefined : event.target.value))
        }
      >
        {field.optional ? <option value="">—</option> : null}
        {field.options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  );
}

/** What an item of a list is called ("Paragraph"), and the legend of item `index`. */
function itemName(of: StudyItems, index: number) {
  if (of.kind === "each") return of.item.label;
  if (of.kind === "variants") return of.item;
  // A fixed row (the approach's panels) is named by each item's fixed heading.
  const item = of.items[index];
  const fixed = item?.kind === "group" ? item.fields.find((f) => f.kind === "fixed") : undefined;
  return fixed?.kind === "fixed" ? fixed.value : (item?.label ?? "Item");
}

function ListEditor({ field, value, place }: Props<Extract<StudyField, { kind: "list" }>>) {
  const { errors, change } = useEditing();
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const { of } = field;
  const { list, add, controls } = useReorderable(items, (next) => change(place, () => next));
  const fixed = of.kind === "tuple";
  const noun = of.kind === "each" ? of.item.label : of.kind === "variants" ? of.item : "";
  const error = errors[nameOf(place)];

  return (
    <fieldset className="panel list">
      <legend>{field.label}</legend>
      {field.hint ? <p className="field__hint">{field.hint}</p> : null}
      {error ? <p className="field__error">{error}</p> : null}
      <ol ref={list} className="list__items">
        {items.map((item, index) => {
          const name = `${itemName(of, index)}${fixed ? "" : ` ${index + 1}`}`;
          const lower = name.toLowerCase();
          return (
            <li key={index} className="list__item">
              <Item of={of} item={item} name={name} place={[...place, index]}>
                {fixed ? null : controls(index, lower, items.length > field.min)}
              </Item>
            </li>
          );
        })}
      </ol>
      {of.kind === "each" ? (
        <button type="button" className="button" onClick={() => add(blankValue(of.item))}>
          Add {noun.toLowerCase()}
        </button>
      ) : of.kind === "variants" ? (
        <AddVariant of={of} onAdd={add} />
      ) : null}
    </fieldset>
  );
}

/** One item of a list, with its controls (up, down, remove): after it, or under a block's name. */
function Item({
  of,
  item,
  name,
  place,
  children,
}: {
  of: StudyItems;
  item: unknown;
  name: string;
  place: Place;
  children: ReactNode;
}) {
  const { errors } = useEditing();
  if (of.kind !== "variants") {
    const field = of.kind === "each" ? of.item : of.items[place.at(-1) as number];
    return (
      <>
        {field ? (
          <FieldEditor field={{ ...field, label: name }} value={item} place={place} />
        ) : null}
        {children}
      </>
    );
  }
  const tag = (item as Record<string, unknown> | null)?.[of.tag];
  const variant = of.variants.find((v) => v.value === tag);
  const error = errors[nameOf(place)];
  return (
    <fieldset className="panel">
      <legend>
        {name}: {variant?.label ?? String(tag)}
      </legend>
      {children}
      {error ? <p className="field__error">{error}</p> : null}
      {variant ? <FieldsEditor fields={variant.fields} value={item} place={place} /> : null}
    </fieldset>
  );
}

/** "Add a block": its type chosen from the schema's, with what each is for. */
function AddVariant({
  of,
  onAdd,
}: {
  of: Extract<StudyItems, { kind: "variants" }>;
  onAdd: (item: unknown) => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState(of.variants[0]!.value);
  const variant = of.variants.find((v) => v.value === chosen) ?? of.variants[0]!;
  const noun = of.item.toLowerCase();
  return (
    <div className="row">
      <div className="field">
        <label htmlFor={id}>Add a {noun}</label>
        <select
          id={id}
          value={variant.value}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setChosen(event.target.value)}
        >
          {of.variants.map((v) => (
            <option key={v.value} value={v.value}>
              {v.label}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="field__hint">
          {variant.hint ?? ""}
        </p>
      </div>
      <button type="button" className="button" onClick={() => onAdd(blankVariant(of.tag, variant))}>
        Add {noun}
      </button>
    </div>
  );
}
