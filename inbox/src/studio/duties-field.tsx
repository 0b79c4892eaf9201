// An opening's duties: one or more, each its own text, in the order the page lists them. Moving
// one keeps focus on it in its new place, so a keyboard user can carry it several steps.
import { useEffect, useRef, useState } from "react";
import { Field } from "../shell/field.tsx";

type Props = {
  duties: string[];
  /** The server's field messages: "duties" for the list, "duties.2" for the third. */
  errors: Record<string, string>;
  onChange: (duties: string[]) => void;
};

export function DutiesField({ duties, errors, onChange }: Props) {
  const list = useRef<HTMLOListElement>(null);
  // Where focus goes after a change: [the duty's place, which control].
  const [focus, setFocus] = useState<[number, string] | null>(null);
  useEffect(() => {
    if (!focus) return;
    const [index, control] = focus;
    const item = list.current?.children[index];
    item?.querySelector<HTMLElement>(control)?.focus();
    setFocus(null);
  }, [focus]);

  const move = (from: number, to: number, control: string) => {
    const next = [...duties];
    const [duty] = next.splice(from, 1);
    next.splice(to, 0, duty!);
    onChange(next);
    // At the list's end the button it was on is gone: focus the duty's text instead.
    const stays =
      (control === ".move-up" && to > 0) || (control === ".move-down" && to < duties.length - 1);
    setFocus([to, stays ? control : "textarea"]);
  };

  return (
    <fieldset className="panel duties">
      <legend>Duties</legend>
      {errors.duties ? <p className="field__error">{errors.duties}</p> : null}
      <ol ref={list} className="duties__list">
        {duties.map((duty, index) => (
          <li key={index} className="duties__item">
            <Field
              multiline
              label={`Duty ${index + 1}`}
              rows={2}
              required
              value={duty}
              error={errors[`duties.${index}`]}
              onChange={(event) =>
                onChange(
                  duties.map((d, i) =>
                    // One paragraph each: a line break typed into a duty becomes a space.
                    i === index ? event.target.value.replace(/\s*[\r\n]+\s*/g, " ") : d,
                  ),
                )
              }
            />
            <div className="actions">
              {index > 0 ? (
                <button
                  type="button"
                  className="button button--quiet move-up"
                  aria-label={`Move duty ${index + 1} up`}
                  onClick={() => move(index, index - 1, ".move-up")}
                >
                  ↑ Up
                </button>
              ) : null}
              {index < duties.length - 1 ? (
                <button
                  type="button"
                  className="button button--quiet move-down"
                  aria-label={`Move duty ${index + 1} down`}
                  onClick={() => move(index, index + 1, ".move-down")}
                >
                  ↓ Down
                </button>
              ) : null}
              {duties.length > 1 ? (
                <button
                  type="button"
                  className="button button--quiet"
                  aria-label={`Remove duty ${index + 1}`}
                  onClick={() => {
                    onChange(duties.filter((_, i) => i !== index));
                    setFocus([Math.max(0, index - 1), "textarea"]);
                  }}
                >
                  Remove
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button"
        onClick={() => {
          onChange([...duties, ""]);
          setFocus([duties.length, "textarea"]);
        }}
      >
        Add a duty
      </button>
    </fieldset>
  );
}
