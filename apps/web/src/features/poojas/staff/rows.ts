/**
 * Rows of the staff's lists (opening hours, aartis, darshan videos, offerings) keep an id of their
 * own, so a message about `timings.1.closes` from the API lands on the row it names even after
 * other rows were added or removed before the answer came.
 */

import { fieldsOnRows } from '../../creator';

let rowCounter = 0;
export const rowId = () => `row-${++rowCounter}`;

/** The row ids of each list, in the order the rows were sent. */
export type SentRows = Record<string, string[]>;

/**
 * The form's key for a field the API named: 'timings.1.closes' → 'timings.<row id>.closes' by the
 * rows as sent; a message about a whole list ('offerings') or a plain field stays as it is.
 */
export function formPath(apiPath: string, sent: SentRows): string {
  const [section, index, ...rest] = apiPath.split('.');
  if (!section) return apiPath;
  const rows = sent[section];
  if (rows && index !== undefined && /^\d+$/.test(index)) {
    const id = rows[Number(index)];
    return id && rest.length ? `${section}.${id}.${rest.join('.')}` : section;
  }
  return section;
}

/** The API's field messages under the form's keys: the first message of a field wins. */
export function toFormFields(fields: Record<string, string>, sent: SentRows): Record<string, string> {
  return fieldsOnRows(fields, (path) => formPath(path, sent));
}
