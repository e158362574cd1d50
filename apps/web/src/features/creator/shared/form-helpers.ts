import type { DescribedError } from '../../../shared/api/error-messages';
import type { RefundStep } from './refund-steps-rows';

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

/**
 * Sends a long form once its own checks found nothing (`problems` empty and a `body` read): when the
 * checks or the API refuse, the first field with a message gets the focus. Answers what was saved,
 * or null.
 */
export async function sendChecked<Body, Saved>(
  form: {
    check: (problems: Record<string, string>) => boolean;
    submit: (body: Body, describe: (failure: unknown) => DescribedError) => Promise<Saved | null>;
  },
  problems: Record<string, string>,
  body: Body | null,
  describe: (failure: unknown) => DescribedError,
): Promise<Saved | null> {
  const done = form.check(problems) && body ? await form.submit(body, describe) : null;
  if (!done) focusFirstProblem();
  return done;
}

/** A new item's cancellation policy to start from (days before the start, percent back), to be changed or removed. */
export const startingRefundSteps = (newId: () => string, steps: Array<[days: number, percent: number]>): RefundStep[] =>
  steps.map(([days, percent]) => ({ id: newId(), days_before: String(days), refund_percent: String(percent) }));

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
