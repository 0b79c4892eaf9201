// An opening's duties: one or more, each its own text, in the order the page lists them. Moving
// one keeps focus on it in its new place, so a keyboard user can carry it several steps.
import { Field } from "../shell/field.tsx";
import { useReorderable } from "./reorderable.tsx";

type Props = {
  duties: string[];
  /** The server's field messages: "duties" for the list, "duties.2" for the third. */
  errors: Record<string, string>;
  onChange: (duties: string[]) => void;
};

export function DutiesField({ duties, errors, onChange }: Props) {
  const { list, add, controls } = useReorderable(duties, onChange);
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
            {controls(index, `duty ${index + 1}`, duties.length > 1)}
          </li>
        ))}
      </ol>
      <button type="button" className="button" onClick={() => add("")}>
        Add a duty
      </button>
    </fieldset>
  );
}
