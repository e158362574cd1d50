/** One field of an audited record that an action changed: its value before and after ('' for none). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** A value as the audit table shows it: text as it is, anything else as compact JSON. */
function shownValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The fields an action changed, in the order they first appear: those whose value differs between
 * the record before and after (a field only on one side counts as changed from or to nothing).
 */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: shownValue(before?.[field]), after: shownValue(after?.[field]) }))
    .filter((change) => change.before !== change.after);
}
