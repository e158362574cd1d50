/**
 * The fields of an answer that a row holds under the same name, copied as they are (issue 24).
 *
 * An answer's plain fields are its row's columns by name; listing them field by field in every
 * kind's mapper repeated the contract by hand. The contract's zod object names them once: the
 * mapper adds only the fields it computes (times, translations, nested parts), which override.
 * What the contract does not name stays out, as the serializer would leave it out anyway.
 */
export function answerFields<Key extends string, Row extends object>(
  answer: { shape: Record<Key, unknown> },
  row: Row,
): Pick<Row, Extract<Key, keyof Row>> {
  const fields: Partial<Row> = {};
  for (const key of Object.keys(answer.shape)) {
    if (key in row) fields[key as keyof Row] = row[key as keyof Row];
  }
  return fields as Pick<Row, Extract<Key, keyof Row>>;
}
