import {
  createJourneyRequestSchema,
  JOURNEY_LIMITS as L,
  LANGUAGES,
  type CreateJourneyRequest,
  type CreatorJourney,
  type Language,
} from '@sangam/contracts';
import { minorToText, textToMinor, wholeIn } from '../../creator';
import { aboutValuesOf, addressLines, listLines, newAboutValues, startingRefundSteps } from '../../creator';
import { addIssues, type FormProblem, type OrganiserKey } from './messages';

/**
 * The journey form's values and how they become the API's body. Rows (the days of the itinerary,
 * the refund steps) keep an id of their own, so a message about `itinerary.1.title` from the API
 * lands on the row it names even after rows were added, moved or removed.
 */

export interface DayRow {
  id: string;
  title: string;
  place: string;
  description: string;
}
export interface PolicyRow {
  id: string;
  days_before: string;
  refund_percent: string;
}

export interface JourneyValues {
  title: string;
  summary: string;
  description: string;
  content_language: Language;
  languages: Language[];
  region: string;
  start_place: string;
  duration_days: string;
  itinerary: DayRow[];
  /** One item a line. */
  inclusions: string;
  exclusions: string;
  /** One web address a line; the first is the journey's picture. */
  photos: string;
  /** The price per traveller as typed, in the currency's main unit ('42000'). */
  price: string;
  currency: string;
  deposit_percent: string;
  max_travellers_per_booking: string;
  policy: PolicyRow[];
}

let rowCounter = 0;
const newRowId = () => `day-${++rowCounter}`;
export const emptyDay = (): DayRow => ({ id: newRowId(), title: '', place: '', description: '' });
export const emptyStep = (): PolicyRow => ({ id: newRowId(), days_before: '', refund_percent: '' });

export function initialValues(journey: CreatorJourney | null, language: string): JourneyValues {
  if (!journey) {
    return {
      ...newAboutValues(language),
      region: '',
      start_place: '',
      duration_days: '1',
      itinerary: [emptyDay()],
      inclusions: '',
      exclusions: '',
      photos: '',
      price: '',
      currency: 'INR',
      deposit_percent: '25',
      max_travellers_per_booking: String(L.travellersPerBookingDefault),
      // A common policy to start from; the organiser changes or removes it.
      policy: startingRefundSteps(newRowId, [
        [30, 100],
        [15, 50],
      ]),
    };
  }
  return {
    ...aboutValuesOf(journey),
    region: journey.region,
    start_place: journey.start_place,
    duration_days: String(journey.duration_days),
    itinerary: journey.itinerary.map((d) => ({
      id: newRowId(),
      title: d.title,
      place: d.place,
      description: d.description,
    })),
    inclusions: journey.inclusions.join('\n'),
    exclusions: journey.exclusions.join('\n'),
    photos: journey.photos.join('\n'),
    price: minorToText(journey.price_minor, journey.currency),
    currency: journey.currency,
    deposit_percent: String(journey.deposit_percent),
    max_travellers_per_booking: String(journey.max_travellers_per_booking),
    policy: journey.cancellation_policy.map((p) => ({
      id: newRowId(),
      days_before: String(p.days_before),
      refund_percent: String(p.refund_percent),
    })),
  };
}

/**
 * The length of the journey after the itinerary changes to `count` days: it follows the itinerary
 * while the two agree (or the length is not a number yet), and grows when the days outnumber it.
 */
export function durationFor(values: JourneyValues, count: number): string {
  const days = wholeIn(values.duration_days, 1, L.durationMax);
  if (days === null || days === values.itinerary.length || days < count) return String(Math.max(count, 1));
  return values.duration_days;
}

/** The rows sent as lists, by id in the order they were sent. */
export type SentRows = Record<'itinerary' | 'cancellation_policy', string[]>;

/** Problems keyed by field ('title') or by row ('itinerary.<row id>.title'), as message keys. */
export type Problems = Record<string, FormProblem>;

const hasText = (row: DayRow) => Boolean(row.title.trim() || row.place.trim() || row.description.trim());

/** A number typed in a box ('12', '2.5', '-1'), or undefined when the text is not a number at all. */
const typedNumber = (text: string) => (/^-?\d+(?:\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : undefined);

/**
 * The body the values make and the problems found before sending. The rules are the contract's:
 * the body is checked by `createJourneyRequestSchema`, as the API checks it, with `published` (a
 * published journey needs its itinerary). The form itself only knows what the schema cannot: a
 * number box whose text is not a number, days and refund steps left blank (dropped), and a journey
 * held in no language (the API would fill one in; the form asks).
 */
export function readJourney(
  values: JourneyValues,
  published = false,
): { body: CreateJourneyRequest | null; problems: Problems; sent: SentRows } {
  const problems: Problems = {};
  const add = (path: string, problem: FormProblem) => {
    problems[path] ??= problem;
  };
  const number = (text: string, path: string, key: OrganiserKey) => {
    const value = typedNumber(text);
    if (value === undefined) add(path, key);
    return value;
  };
  if (values.languages.length === 0) add('languages', 'language');

  // Days and steps with nothing typed are left out; the days are numbered in their order.
  const days = values.itinerary.filter(hasText);
  const policy = values.policy.filter((p) => p.days_before.trim() || p.refund_percent.trim());
  const price = textToMinor(values.price, values.currency);
  if (price === null) add('price_minor', 'price');
  const body = {
    title: values.title.trim(),
    summary: values.summary.trim(),
    description: values.description.trim(),
    content_language: values.content_language,
    languages: LANGUAGES.filter((code) => values.languages.includes(code)),
    region: values.region.trim(),
    start_place: values.start_place.trim(),
    duration_days: number(values.duration_days, 'duration_days', 'duration'),
    itinerary: days.map((d, i) => ({
      day: i + 1,
      title: d.title.trim(),
      place: d.place.trim(),
      description: d.description.trim(),
    })),
    inclusions: listLines(values.inclusions),
    exclusions: listLines(values.exclusions),
    photos: addressLines(values.photos),
    price_minor: price ?? undefined,
    currency: values.currency,
    deposit_percent: number(values.deposit_percent, 'deposit_percent', 'depositPercent'),
    max_travellers_per_booking: number(
      values.max_travellers_per_booking,
      'max_travellers_per_booking',
      'maxTravellersPerBooking',
    ),
    cancellation_policy: policy.map((p) => ({
      days_before: number(p.days_before, `cancellation_policy.${p.id}.days_before`, 'policyDays'),
      refund_percent: number(p.refund_percent, `cancellation_policy.${p.id}.refund_percent`, 'policyPercent'),
    })),
  };

  const sent: SentRows = { itinerary: days.map((d) => d.id), cancellation_policy: policy.map((p) => p.id) };
  const checked = createJourneyRequestSchema.safeParse({ ...body, published });
  if (!checked.success) addIssues(checked.error.issues, (path) => formPath(path, sent), add);
  if (Object.keys(problems).length) return { body: null, problems, sent };
  // Checked: every number is there. The body is sent as typed (the API applies the schema's own clean-up).
  return { body: body as CreateJourneyRequest, problems, sent };
}

/**
 * The form's key for a field the API named: 'itinerary.1.title' → 'itinerary.<row id>.title' by the
 * rows as sent; a day's number ('itinerary.1.day') and an item of a plain list ('inclusions.3') →
 * the list's own message.
 */
export function formPath(apiPath: string, sent: SentRows): string {
  const [section, index, ...rest] = apiPath.split('.');
  if (!section) return apiPath;
  if (section in sent && index !== undefined && /^\d+$/.test(index)) {
    const id = sent[section as keyof SentRows][Number(index)];
    const field = rest.join('.');
    return id && field && field !== 'day' ? `${section}.${id}.${field}` : section;
  }
  return section;
}
