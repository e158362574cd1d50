import {
  LANGUAGES,
  RETREAT_HOST_LIMITS as L,
  RETREAT_HOST_MESSAGES,
  RETREAT_LIMITS,
  daysBetween,
  departureKey,
  hostUpdateRetreatSchema,
  isCalendarDate,
  retreatRuleProblems,
  type HostCreateRetreatRequest,
  type HostRetreat,
  type HostUpdateRetreatRequest,
  type Language,
  type RetreatDateMode,
  type RetreatType,
} from '@sangam/contracts';
import { aboutValuesOf, addressLines, listLines, newAboutValues, startingRefundSteps, wholeIn } from '../../creator';
import { readTranslations, type TranslationsValue, translationsValue } from '../../../shared/ui/translations-fieldset';
import { schemaProblems, type HostProblemKey } from './messages';

/**
 * The retreat form's values and how they become the API's body: rows (teachers, schedule,
 * departures, refund steps) keep an id of their own, so a message about `departures.1.start` from
 * the API lands on the row it names even after other rows were added or removed.
 */

export interface TeacherRow {
  id: string;
  name: string;
  bio: string;
}
export interface ScheduleRow {
  id: string;
  time: string;
  activity: string;
}
export interface DepartureRow {
  id: string;
  start: string;
  end: string;
}
export interface PolicyRow {
  id: string;
  days_before: string;
  refund_percent: string;
}

export interface RetreatValues {
  title: string;
  summary: string;
  description: string;
  type: RetreatType | '';
  content_language: Language;
  languages: Language[];
  place: string;
  country: string;
  address: string;
  latitude: string;
  longitude: string;
  time_zone: string;
  teachers: TeacherRow[];
  schedule: ScheduleRow[];
  /** One thing a line. */
  included: string;
  /** One web address a line; the first is the retreat's picture. */
  photos: string;
  date_mode: RetreatDateMode;
  departures: DepartureRow[];
  available_from: string;
  available_until: string;
  min_nights: string;
  max_nights: string;
  deposit_percent: string;
  max_guests_per_booking: string;
  policy: PolicyRow[];
  currency: string;
  /** Title, summary and description in other languages. */
  translations: TranslationsValue;
}

let rowCounter = 0;
export const newRowId = () => `row-${++rowCounter}`;

export const emptyTeacher = (): TeacherRow => ({ id: newRowId(), name: '', bio: '' });
export const emptySchedule = (): ScheduleRow => ({ id: newRowId(), time: '', activity: '' });
export const emptyDeparture = (): DepartureRow => ({ id: newRowId(), start: '', end: '' });
export const emptyPolicy = (): PolicyRow => ({ id: newRowId(), days_before: '', refund_percent: '' });

export function initialValues(retreat: HostRetreat | null, language: string): RetreatValues {
  if (!retreat) {
    const about = newAboutValues(language);
    return {
      ...about,
      type: '',
      place: '',
      country: 'India',
      address: '',
      latitude: '',
      longitude: '',
      time_zone: 'Asia/Kolkata',
      teachers: [emptyTeacher()],
      schedule: [emptySchedule()],
      included: '',
      photos: '',
      date_mode: 'fixed',
      departures: [emptyDeparture()],
      available_from: '',
      available_until: '',
      min_nights: '2',
      max_nights: '14',
      deposit_percent: '30',
      max_guests_per_booking: String(RETREAT_LIMITS.guestsPerBookingDefault),
      // A common policy to start from; the host changes or removes it.
      policy: startingRefundSteps(newRowId, [
        [30, 100],
        [7, 50],
      ]),
      currency: 'INR',
      translations: translationsValue('retreat', null, about.content_language),
    };
  }
  return {
    ...aboutValuesOf(retreat),
    type: retreat.type,
    place: retreat.place,
    country: retreat.country,
    address: retreat.address,
    latitude: retreat.latitude === null ? '' : String(retreat.latitude),
    longitude: retreat.longitude === null ? '' : String(retreat.longitude),
    time_zone: retreat.time_zone,
    teachers: retreat.teachers.map((t) => ({ id: newRowId(), ...t })),
    schedule: retreat.schedule.map((s) => ({ id: newRowId(), ...s })),
    included: retreat.included.join('\n'),
    photos: retreat.photos.join('\n'),
    date_mode: retreat.date_mode,
    departures: retreat.departures.map((d) => ({ id: newRowId(), ...d })),
    available_from: retreat.available_from ?? '',
    available_until: retreat.available_until ?? '',
    min_nights: String(retreat.min_nights),
    max_nights: String(retreat.max_nights),
    deposit_percent: String(retreat.deposit_percent),
    max_guests_per_booking: String(retreat.max_guests_per_booking),
    policy: retreat.cancellation_policy.map((p) => ({
      id: newRowId(),
      days_before: String(p.days_before),
      refund_percent: String(p.refund_percent),
    })),
    currency: retreat.currency,
    translations: translationsValue('retreat', retreat.translations, retreat.content_language),
  };
}

/** The sections whose rows are sent as lists, and the row ids in the order they were sent. */
export type SentRows = Record<'teachers' | 'schedule' | 'departures' | 'cancellation_policy', string[]>;

/** Problems keyed by field ('title') or by row ('departures.<row id>.start'), as message keys. */
export type Problems = Record<string, HostProblemKey>;

/** A coordinate typed in a box: null when empty, NaN when it is not a number. */
function coordinate(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!clean) return null;
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

/** A number typed in a box; NaN when it is none at all (or empty), which the schema refuses with the field's message. */
export const numberIn = (text: string) => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** A number the cross-field rules may compare, else undefined (a field that is no number has its own message). */
const known = (n: number | null) => (n !== null && Number.isNaN(n) ? undefined : n);

/**
 * The body the values make and the problems the contract finds in it before sending: each field by
 * the retreat schema's own rules, the fields together by `retreatRuleProblems` as the API checks an
 * edit, with the retreat's `today` in its zone and `kept`, departures already stored (which may have
 * begun). The form only does what a schema cannot: rows left blank are dropped, a fixed retreat's
 * fewest and most nights follow from its departures, and a blank window day is none.
 */
export function readRetreat(
  values: RetreatValues,
  today: string,
  kept: ReadonlySet<string> = new Set(),
): {
  /** The whole retreat, with its translations when given or changed. */
  body: (HostCreateRetreatRequest & Pick<HostUpdateRetreatRequest, 'translations'>) | null;
  problems: Problems;
  sent: SentRows;
} {
  const teachers = values.teachers.filter((t) => t.name.trim() || t.bio.trim());
  const schedule = values.schedule.filter((s) => s.time.trim() || s.activity.trim());
  const policy = values.policy.filter((p) => p.days_before.trim() || p.refund_percent.trim());
  // Departures go sorted by their first night, as the API stores them and numbers its messages.
  const fixed = values.date_mode === 'fixed';
  const departures = fixed
    ? values.departures
        .filter((d) => d.start || d.end)
        .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.end < b.end ? -1 : 1))
    : [];

  // A fixed retreat's stays are its departures: its fewest and most nights follow from them.
  let minNights = numberIn(values.min_nights);
  let maxNights = numberIn(values.max_nights);
  if (fixed) {
    const nights = departures
      .filter((d) => isCalendarDate(d.start) && isCalendarDate(d.end))
      .map((d) => daysBetween(d.start, d.end))
      .filter((n) => n >= 1 && n <= L.stayNightsMax);
    const typedMin = wholeIn(values.min_nights, 1, L.stayNightsMax) ?? 1;
    const typedMax = wholeIn(values.max_nights, 1, L.stayNightsMax) ?? 1;
    minNights = nights.length ? Math.min(...nights) : typedMin;
    maxNights = nights.length ? Math.max(...nights) : Math.max(typedMax, minNights);
  }

  const sent: SentRows = {
    teachers: teachers.map((t) => t.id),
    schedule: schedule.map((s) => s.id),
    departures: departures.map((d) => d.id),
    cancellation_policy: policy.map((p) => p.id),
  };
  const fields = {
    title: values.title.trim(),
    summary: values.summary.trim(),
    description: values.description.trim(),
    type: values.type as RetreatType,
    content_language: values.content_language,
    languages: LANGUAGES.filter((code) => values.languages.includes(code)),
    place: values.place.trim(),
    country: values.country.trim(),
    address: values.address.trim(),
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
    time_zone: values.time_zone,
    teachers: teachers.map((t) => ({ name: t.name.trim(), bio: t.bio.trim() })),
    schedule: schedule.map((s) => ({ time: s.time.trim(), activity: s.activity.trim() })),
    included: listLines(values.included),
    photos: addressLines(values.photos),
    date_mode: values.date_mode,
    departures: departures.map((d) => ({ start: d.start, end: d.end })),
    available_from: fixed ? null : values.available_from || null,
    available_until: fixed ? null : values.available_until || null,
    min_nights: minNights,
    max_nights: maxNights,
    deposit_percent: numberIn(values.deposit_percent),
    max_guests_per_booking: numberIn(values.max_guests_per_booking),
    cancellation_policy: policy.map((p) => ({
      days_before: numberIn(p.days_before),
      refund_percent: numberIn(p.refund_percent),
    })),
    currency: values.currency,
  } satisfies HostCreateRetreatRequest;

  // The texts in other languages are left to the API: its answer puts them on the translations fieldset.
  const parsed = hostUpdateRetreatSchema.safeParse(fields);
  const rules = retreatRuleProblems(
    {
      ...fields,
      latitude: known(fields.latitude),
      longitude: known(fields.longitude),
      min_nights: known(fields.min_nights),
      max_nights: known(fields.max_nights),
    },
    today,
    kept,
  ).map((p) => ({ path: p.path, message: RETREAT_HOST_MESSAGES[p.key] }));
  const problems = schemaProblems([...(parsed.success ? [] : parsed.error.issues), ...rules], (path) =>
    formPath(path, sent),
  );
  if (Object.keys(problems).length) return { body: null, problems, sent };
  const translations = readTranslations('retreat', values.translations);
  return { problems, sent, body: { ...(translations ? { translations } : {}), ...fields } };
}

/** Departures already stored, which an edit may keep even when they have begun. */
export const keptDepartures = (retreat: HostRetreat | null) => new Set((retreat?.departures ?? []).map(departureKey));

/**
 * The form's key for a field the API named: 'departures.1.start' → 'departures.<row id>.start' by
 * the rows as sent; an item of a plain list ('included.3', 'languages.0') → the list's field.
 */
export function formPath(apiPath: string, sent: SentRows): string {
  const [section, index, ...rest] = apiPath.split('.');
  if (!section) return apiPath;
  if (section in sent && index !== undefined && /^\d+$/.test(index)) {
    const id = sent[section as keyof SentRows][Number(index)];
    return id && rest.length ? `${section}.${id}.${rest.join('.')}` : section;
  }
  return section;
}
