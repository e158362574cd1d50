/** The fields of a form's values that hold text (what an input or a text box edits). */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * What ties a form kept as one object of values to its fields, so each field names only what is
 * its own (label, hint, limits): `<TextField label=… {...bind.text('title')} />`.
 * - `text(field, errorPath)`: an input's value, its change and its message; `errorPath` is the
 *   name the API and the checks give it when that is another ('price' is sent as 'price_minor').
 * - `picked(field, errorPath)`: a select whose choice, once made, stays made: picking its empty
 *   first option ('Select') changes nothing (a currency).
 * - `part(field)`: a part a fieldset changes with an update function (photos, translations).
 * - `values`, `change(update)` and `error(path)`: for a fieldset that edits several fields at once.
 */
export function bindFields<V extends object>(
  values: V,
  setValues: (change: (values: V) => V) => void,
  errors: Record<string, string | undefined> = {},
) {
  return {
    values,
    change: (update: Partial<V>) => setValues((v) => ({ ...v, ...update })),
    error: (path: string) => errors[path],
    text: (field: TextKey<V>, errorPath: string = field) => ({
      value: values[field] as string,
      onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
      error: errors[errorPath],
    }),
    picked: (field: TextKey<V>, errorPath: string = field) => ({
      value: values[field] as string,
      onChange: (value: string) => {
        if (value) setValues((v) => ({ ...v, [field]: value }));
      },
      error: errors[errorPath],
    }),
    part: <K extends keyof V>(field: K) => ({
      value: values[field],
      onChange: (update: (old: V[K]) => V[K]) => setValues((v) => ({ ...v, [field]: update(v[field]) })),
    }),
  };
}
