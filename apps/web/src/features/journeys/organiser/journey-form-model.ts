import {
  JOURNEY_LIMITS as L,
  LANGUAGES,
  type CreateJourneyRequest,
  type CreatorJourney,
  type Language,
  isWebAddress,
} from '@sangam/contracts';
import { minorToText, textToMinor, wholeIn } from '../../creator';
import { addressLines, listLines } from '../../creator';
import type { OrganiserKey } from './messages';

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
    const lang = ((LANGUAGES as readonly string[]).includes(language) ? language : 'en') as Language;
    return {
      title: '',
      summary: '',
      description: '',
      content_language: lang,
      languages: [lang],
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
      policy: [
        { id: newRowId(), days_before: '30', refund_percent: '100' },
        { id: newRowId(), days_before: '15', refund_percent: '50' },
      ],
    };
  }
  return {
    title: journey.title,
    summary: journey.summary,
    description: journey.description,
    content_language: journey.content_language as Language,
    languages: journey.languages as Language[],
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
export type Problems = Record<string, OrganiserKey>;

const hasText = (row: DayRow) => Boolean(row.title.trim() || row.place.trim() || row.description.trim());

/**
 * The body the values make and the problems found before sending, by the contracts' rules: a
 * published journey (`published`) needs its itinerary, and an itinerary has one entry a day.
 */
export function readJourney(
  values: JourneyValues,
  published = false,
): { body: CreateJourneyRequest | null; problems: Problems; sent: SentRows } {
  const problems: Problems = {};
  const add = (path: string, key: OrganiserKey) => {
    problems[path] ??= key;
  };

  const title = values.title.trim();
  if (!title) add('title', 'titleRequired');
  else if (title.length > L.titleMax) add('title', 'titleTooLong');
  if (values.summary.trim().length > L.summaryMax) add('summary', 'summaryTooLong');
  if (values.description.trim().length > L.descriptionMax) add('description', 'descriptionTooLong');
  if (values.region.trim().length > L.regionMax) add('region', 'regionTooLong');
  if (values.start_place.trim().length > L.placeMax) add('start_place', 'placeTooLong');
  if (values.languages.length === 0) add('languages', 'language');

  const duration = wholeIn(values.duration_days, L.durationMin, L.durationMax);
  if (duration === null) add('duration_days', 'duration');

  // Days with nothing typed are left out; the others are numbered in their order.
  const days = values.itinerary.filter(hasText);
  days.forEach((d) => {
    if (!d.title.trim() || d.title.trim().length > L.dayTitleMax) add(`itinerary.${d.id}.title`, 'dayTitle');
    if (d.place.trim().length > L.placeMax) add(`itinerary.${d.id}.place`, 'placeTooLong');
    if (d.description.trim().length > L.dayDescriptionMax) add(`itinerary.${d.id}.description`, 'dayDescription');
  });
  if (days.length === 0 && published) add('itinerary', 'itineraryRequired');
  if (days.length > L.durationMax || (days.length > 0 && duration !== null && days.length !== duration))
    add('itinerary', 'itineraryDays');

  const inclusions = listLines(values.inclusions);
  const exclusions = listLines(values.exclusions);
  for (const [field, items] of [
    ['inclusions', inclusions],
    ['exclusions', exclusions],
  ] as const) {
    if (items.length > L.listItemsMax) add(field, 'listTooLong');
    else if (items.some((item) => item.length > L.listItemMax)) add(field, 'listItem');
  }
  const photos = addressLines(values.photos);
  if (photos.length > L.photosMax || photos.some((url) => url.length > L.urlMax || !isWebAddress(url)))
    add('photos', 'photos');

  const price = textToMinor(values.price, values.currency);
  if (price === null || price > L.priceMax) add('price_minor', 'price');
  const deposit = wholeIn(values.deposit_percent, 0, 100);
  if (deposit === null) add('deposit_percent', 'depositPercent');
  const perBooking = wholeIn(values.max_travellers_per_booking, L.travellersMin, L.travellersMax);
  if (perBooking === null) add('max_travellers_per_booking', 'maxTravellersPerBooking');

  const policy = values.policy.filter((p) => p.days_before.trim() || p.refund_percent.trim());
  const seen = new Set<number>();
  const steps = policy.map((p) => {
    const daysBefore = wholeIn(p.days_before, 0, L.policyDaysMax);
    const percent = wholeIn(p.refund_percent, 0, 100);
    if (daysBefore === null) add(`cancellation_policy.${p.id}.days_before`, 'policyDays');
    else if (seen.has(daysBefore)) add(`cancellation_policy.${p.id}.days_before`, 'policyRepeated');
    else seen.add(daysBefore);
    if (percent === null) add(`cancellation_policy.${p.id}.refund_percent`, 'policyPercent');
    return { days_before: daysBefore ?? 0, refund_percent: percent ?? 0 };
  });
  if (policy.length > L.policyStepsMax) add('cancellation_policy', 'policyTooLong');

  const sent: SentRows = { itinerary: days.map((d) => d.id), cancellation_policy: policy.map((p) => p.id) };
  if (Object.keys(problems).length) return { body: null, problems, sent };
  return {
    problems,
    sent,
    body: {
      title,
      summary: values.summary.trim(),
      description: values.description.trim(),
      content_language: values.content_language,
      languages: LANGUAGES.filter((code) => values.languages.includes(code)),
      region: values.region.trim(),
      start_place: values.start_place.trim(),
      duration_days: duration!,
      itinerary: days.map((d, i) => ({
        day: i + 1,
        title: d.title.trim(),
        place: d.place.trim(),
        description: d.description.trim(),
      })),
      inclusions,
      exclusions,
      photos,
      price_minor: price!,
      currency: values.currency,
      deposit_percent: deposit!,
      max_travellers_per_booking: perBooking!,
      cancellation_policy: steps,
    },
  };
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
