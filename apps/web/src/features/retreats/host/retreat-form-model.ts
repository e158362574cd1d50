import {
  LANGUAGES,
  RETREAT_HOST_LIMITS as L,
  RETREAT_LIMITS,
  SCHEDULE_TIME,
  departureKey,
  isCalendarDate,
  isLanguage,
  isWebAddress,
  refundPolicyProblems,
  retreatRuleProblems,
  type HostCreateRetreatRequest,
  type HostRetreat,
  type HostUpdateRetreatRequest,
  type Language,
  type RetreatDateMode,
  type RetreatHostMessageKey,
  type RetreatType,
  daysBetween,
} from '@sangam/contracts';
import { addressLines, listLines } from '../../creator';
import { readTranslations, type TranslationsValue, translationsValue } from '../../../shared/ui/translations-fieldset';
import { wholeIn } from '../../creator';

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
    const lang: Language = isLanguage(language) ? language : 'en';
    return {
      title: '',
      summary: '',
      description: '',
      type: '',
      content_language: lang,
      languages: [lang],
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
      policy: [
        { id: newRowId(), days_before: '30', refund_percent: '100' },
        { id: newRowId(), days_before: '7', refund_percent: '50' },
      ],
      currency: 'INR',
      translations: translationsValue('retreat', null, lang),
    };
  }
  return {
    title: retreat.title,
    summary: retreat.summary,
    description: retreat.description,
    type: retreat.type,
    content_language: retreat.content_language as Language,
    languages: retreat.languages as Language[],
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
export type Problems = Record<string, RetreatHostMessageKey>;

/** A coordinate typed in a box: null when empty, NaN when it is not a number. */
function coordinate(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!clean) return null;
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

/**
 * The body the values make and the problems found before sending, by the contracts' own rules
 * (the retreat's `today` in its zone; `kept`: departures already stored, which may have begun).
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
  const problems: Problems = {};
  const add = (path: string, key: RetreatHostMessageKey) => {
    problems[path] ??= key;
  };

  const title = values.title.trim();
  if (!title) add('title', 'titleRequired');
  const place = values.place.trim();
  if (!place) add('place', 'placeRequired');
  if (!values.type) add('type', 'type');
  if (!values.content_language) add('content_language', 'language');

  const latitude = coordinate(values.latitude);
  const longitude = coordinate(values.longitude);
  if (latitude !== null && !(latitude >= -90 && latitude <= 90)) add('latitude', 'latitude');
  if (longitude !== null && !(longitude >= -180 && longitude <= 180)) add('longitude', 'longitude');

  const teachers = values.teachers.filter((t) => t.name.trim() || t.bio.trim());
  teachers.forEach((t) => {
    if (!t.name.trim()) add(`teachers.${t.id}.name`, 'teacherName');
  });
  if (teachers.length > L.teachersMax) add('teachers', 'teachersTooMany');

  const schedule = values.schedule.filter((s) => s.time.trim() || s.activity.trim());
  schedule.forEach((s) => {
    if (!SCHEDULE_TIME.test(s.time.trim())) add(`schedule.${s.id}.time`, 'clock');
    if (!s.activity.trim()) add(`schedule.${s.id}.activity`, 'activity');
  });
  if (schedule.length > L.scheduleMax) add('schedule', 'scheduleTooMany');

  const included = listLines(values.included);
  if (included.length > L.includedMax) add('included', 'includedTooMany');
  else if (included.some((item) => item.length > L.includedItemMax)) add('included', 'max140');

  const photos = addressLines(values.photos);
  if (photos.length > L.photosMax) add('photos', 'photosTooMany');
  else if (photos.some((url) => url.length > L.urlMax || !isWebAddress(url))) add('photos', 'photoUrl');

  // Departures go sorted by their first night, as the API stores them and numbers its messages.
  const fixed = values.date_mode === 'fixed';
  const departures = fixed
    ? values.departures
        .filter((d) => d.start || d.end)
        .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.end < b.end ? -1 : 1))
    : [];
  for (const d of departures) {
    if (!isCalendarDate(d.start)) add(`departures.${d.id}.start`, 'date');
    if (!isCalendarDate(d.end)) add(`departures.${d.id}.end`, 'date');
  }
  if (departures.length > L.departuresMax) add('departures', 'departuresTooMany');

  const from = fixed ? null : values.available_from || null;
  const until = fixed ? null : values.available_until || null;
  if (from !== null && !isCalendarDate(from)) add('available_from', 'date');
  if (until !== null && !isCalendarDate(until)) add('available_until', 'date');

  // A fixed retreat's stays are its departures: its fewest and most nights follow from them.
  let minNights = wholeIn(values.min_nights, 1, L.stayNightsMax);
  let maxNights = wholeIn(values.max_nights, 1, L.stayNightsMax);
  if (fixed) {
    const nights = departures
      .filter((d) => isCalendarDate(d.start) && isCalendarDate(d.end))
      .map((d) => daysBetween(d.start, d.end))
      .filter((n) => n >= 1 && n <= L.stayNightsMax);
    minNights = nights.length ? Math.min(...nights) : (minNights ?? 1);
    maxNights = nights.length ? Math.max(...nights) : Math.max(maxNights ?? 1, minNights);
  } else {
    if (minNights === null) add('min_nights', 'nights');
    if (maxNights === null) add('max_nights', 'nights');
  }

  const deposit = wholeIn(values.deposit_percent, 0, 100);
  if (deposit === null) add('deposit_percent', 'deposit');
  const perBooking = wholeIn(values.max_guests_per_booking, 1, RETREAT_LIMITS.guestsMax);
  if (perBooking === null) add('max_guests_per_booking', 'guestsPerBooking');

  const policy = values.policy.filter((p) => p.days_before.trim() || p.refund_percent.trim());
  const steps = policy.map((p) => {
    const days = wholeIn(p.days_before, 0, L.policyDaysMax);
    const percent = wholeIn(p.refund_percent, 0, 100);
    if (days === null) add(`cancellation_policy.${p.id}.days_before`, 'policyDays');
    if (percent === null) add(`cancellation_policy.${p.id}.refund_percent`, 'policyPercent');
    return { days_before: days, refund_percent: percent };
  });
  if (policy.length > L.policyStepsMax) add('cancellation_policy', 'policyTooMany');
  for (const p of refundPolicyProblems(steps)) {
    const [index, field] = p.path as [number, string];
    add(`cancellation_policy.${policy[index]!.id}.${field}`, p.key);
  }

  const rule = retreatRuleProblems(
    {
      date_mode: values.date_mode,
      departures: departures.map((d) => ({ start: d.start, end: d.end })),
      available_from: from,
      available_until: until,
      min_nights: minNights,
      max_nights: maxNights,
      latitude: Number.isNaN(latitude) ? undefined : latitude,
      longitude: Number.isNaN(longitude) ? undefined : longitude,
    },
    today,
    kept,
  );
  for (const p of rule) {
    const [field, index, part] = p.path as [string, number?, string?];
    if (field === 'departures' && index !== undefined) add(`departures.${departures[index]!.id}.${part}`, p.key);
    else add(field, p.key);
  }

  const sent: SentRows = {
    teachers: teachers.map((t) => t.id),
    schedule: schedule.map((s) => s.id),
    departures: departures.map((d) => d.id),
    cancellation_policy: policy.map((p) => p.id),
  };
  if (Object.keys(problems).length) return { body: null, problems, sent };
  const translations = readTranslations('retreat', values.translations);
  return {
    problems,
    sent,
    body: {
      ...(translations ? { translations } : {}),
      title,
      summary: values.summary.trim(),
      description: values.description.trim(),
      type: values.type as RetreatType,
      content_language: values.content_language,
      languages: LANGUAGES.filter((code) => values.languages.includes(code)),
      place,
      country: values.country.trim(),
      address: values.address.trim(),
      latitude,
      longitude,
      time_zone: values.time_zone,
      teachers: teachers.map((t) => ({ name: t.name.trim(), bio: t.bio.trim() })),
      schedule: schedule.map((s) => ({ time: s.time.trim(), activity: s.activity.trim() })),
      included,
      photos,
      date_mode: values.date_mode,
      departures: departures.map((d) => ({ start: d.start, end: d.end })),
      available_from: from,
      available_until: until,
      min_nights: minNights!,
      max_nights: maxNights!,
      deposit_percent: deposit!,
      max_guests_per_booking: perBooking!,
      cancellation_policy: steps as Array<{ days_before: number; refund_percent: number }>,
      currency: values.currency,
    },
  };
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
