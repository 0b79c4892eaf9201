// Field values, "touched" marks and the errors to show. Values are validated on every change and
// blur (the errors are derived from them), but an error shows only once its field was touched:
// by leaving it, or by trying to submit. Nothing is shown on mount.
import { useCallback, useState } from "react";
import type { ZodMiniType } from "zod/mini";
import { fieldErrors } from "#contracts/fields.ts";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The shared schema's messages for the given fields (the first message per field). */
export function schemaErrors<K extends string>(
  schema: ZodMiniType,
  input: Record<string, unknown>,
  keys: readonly K[],
): FieldErrors<K> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const all = fieldErrors(result.error);
  const errors: FieldErrors<K> = {};
  for (const key of keys) if (all[key] !== undefined) errors[key] = all[key];
  return errors;
}

/** A post's outcome the fields start from: what was typed, and the server's messages. */
export type FieldsSeed<K extends string> = {
  values: Partial<Record<K, string>>;
  errors: FieldErrors<K>;
};

export function useFormFields<K extends string>(
  initial: Record<K, string>,
  validate: (values: Record<K, string>) => FieldErrors<K>,
  seed?: FieldsSeed<K>,
) {
  const [values, setValues] = useState(() => ({ ...initial, ...seed?.values }));
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>(
    () =>
      Object.fromEntries(Object.keys(seed?.errors ?? {}).map((key) => [key, true])) as Partial<
        Record<K, boolean>
      >,
  );
  // Messages found besides `validate` (a 400 answer's, a submit-time check's), shown until the
  // visitor edits the field they belong to.
  const [foundErrors, setFoundErrors] = useState<FieldErrors<K>>(() => seed?.errors ?? {});
  const [keys] = useState(() => Object.keys(initial) as K[]);
  const errors = validate(values);

  const setValue = useCallback((name: K, value: string) => {
    setValues((current) => (current[name] === value ? current : { ...current, [name]: value }));
    setFoundErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const touch = useCallback((name: K) => {
    setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
  }, []);

  /** Marks every field touched (a submit attempt); returns the fields in error, in form order. */
  const touchAll = (): K[] => {
    setTouched(Object.fromEntries(keys.map((key) => [key, true])) as Record<K, boolean>);
    return keys.filter((key) => errors[key] !== undefined);
  };

  /** Shows per-field messages on the fields this form has; returns those fields, in form order. */
  const showErrors = useCallback(
    (found: Partial<Record<string, string>> | undefined): K[] => {
      if (!found) return [];
      const mine = keys.filter((key) => found[key] !== undefined);
      setFoundErrors(Object.fromEntries(mine.map((key) => [key, found[key]])) as FieldErrors<K>);
      setTouched((current) => ({
        ...current,
        ...Object.fromEntries(mine.map((key) => [key, true])),
      }));
      return mine;
    },
    [keys],
  );

  const errorOf = (name: K): string | undefined =>
    touched[name] ? (foundErrors[name] ?? errors[name]) : undefined;

  return { values, errors, errorOf, setValue, touch, touchAll, showErrors };
}
