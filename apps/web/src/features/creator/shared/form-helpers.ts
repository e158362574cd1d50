/**
 * Pieces of the creator areas' long forms (a class, a retreat, a journey and its departures, a
 * pooja), the same in each.
 */

/** After the messages render, the first field with one gets the focus (the page may be long). */
export function focusFirstProblem() {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('form [aria-invalid="true"], form [data-problem]')?.focus();
  });
}

/** The currencies a form offers, the item's own first when it is not one of them. */
export const currenciesWith = (current: string, offered: string[]) =>
  offered.includes(current) ? offered : [current, ...offered];

/**
 * The API's field messages moved to where the form shows them (the API names the rows it was
 * sent, 'itinerary.1.title'; the form may show fewer or more rows): the first message of each wins.
 */
export function fieldsOnRows(fields: Record<string, string>, toFormPath: (path: string) => string) {
  const moved: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) moved[toFormPath(path)] ??= message;
  return moved;
}

/** The items of a one-a-line list box, trimmed, blank lines left out, each once (case aside: the last spelling wins). */
export const listLines = (text: string) => [
  ...new Map(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((item) => [item.toLowerCase(), item]),
  ).values(),
];

/** The web addresses of a one-a-line box (photos), trimmed, each once; case counts in an address. */
export const addressLines = (text: string) => [
  ...new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  ),
];
