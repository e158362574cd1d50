import { TUTORING_LIMITS as L, type TutorAvailability } from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { bindFields, NumberField, useFormMutation } from '../../../../shared/ui/form';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { weekdayName } from '../..';
import { CreatorForm, refreshCreator, TimeZoneField } from '../../../creator';
import { availabilityQuery, tutorCalls } from '../api';
import {
  availabilityProblems,
  availabilityRequest,
  describeAvailabilityError,
  UNITS,
  WEEK,
  type Override,
  type Range,
  type Unit,
} from '../availability-model';
import styles from '../../../../shared/ui/creator.module.css';
import { dateTimeFormat } from '../../../../shared/lib/intl-format';

let counter = 0;
const newId = () => `r${++counter}`;
const toRange = (r: { start: string; end: string }): Range => ({
  id: newId(),
  start: r.start,
  end: r.end === '24:00' ? '00:00' : r.end,
});

/** The next hour after a range, for a new range added under it. */
function nextRange(ranges: Range[]): Range {
  const last = ranges[ranges.length - 1];
  if (!last || last.end === '00:00' || last.end >= '23:00') return { id: newId(), start: '09:00', end: '12:00' };
  const [h, m] = last.end.split(':').map(Number);
  const end = `${String(h! + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  return { id: newId(), start: last.end, end: end === '24:00' ? '00:00' : end };
}

/** Minutes shown in the largest unit that holds them whole. */
function noticeOf(minutes: number): { value: string; unit: Unit } {
  if (minutes > 0 && minutes % UNITS.days === 0) return { value: String(minutes / UNITS.days), unit: 'days' };
  if (minutes > 0 && minutes % UNITS.hours === 0) return { value: String(minutes / UNITS.hours), unit: 'hours' };
  return { value: String(minutes), unit: 'minutes' };
}

function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
/** 'Sunday, 29 March 2026' for a valid date, in the active language; the text as it is otherwise. */
function dateLabel(date: string, language: string): string {
  const instant = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(instant.getTime())) return date;
  return dateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(instant);
}

const dayAfter = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** One range of hours: from, to, remove; its messages under it. */
function RangeRow({
  range,
  errors,
  onChange,
  onRemove,
}: {
  range: Range;
  errors: { start?: string; end?: string };
  onChange: (range: Range) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('creator');
  const id = useId();
  const message = errors.start ?? errors.end;
  return (
    <li>
      <div className={styles.range}>
        <div className={styles.timeField}>
          <label htmlFor={`${id}-start`}>{t('availability.start')}</label>
          <input
            id={`${id}-start`}
            className={styles.input}
            type="time"
            value={range.start}
            required
            aria-invalid={errors.start ? true : undefined}
            aria-describedby={message ? `${id}-error` : undefined}
            onChange={(event) => onChange({ ...range, start: event.target.value })}
          />
        </div>
        <div className={styles.timeField}>
          <label htmlFor={`${id}-end`}>{t('availability.end')}</label>
          <input
            id={`${id}-end`}
            className={styles.input}
            type="time"
            value={range.end}
            required
            aria-invalid={errors.end ? true : undefined}
            aria-describedby={message ? `${id}-error` : undefined}
            onChange={(event) => onChange({ ...range, end: event.target.value })}
          />
        </div>
        <button
          type="button"
          className="button-link"
          aria-label={t('availability.remove_hours', { start: range.start, end: range.end })}
          onClick={onRemove}
        >
          {t('availability.remove')}
        </button>
      </div>
      {message ? (
        <p id={`${id}-error`} className={styles.error}>
          {message}
        </p>
      ) : null}
    </li>
  );
}

/** The ranges of one day (a weekday or a date) with Add hours under them, and what else the day offers. */
function RangeList({
  ranges,
  errors,
  addLabel,
  onChange,
  children,
}: {
  ranges: Range[];
  errors: Record<string, { start?: string; end?: string }>;
  addLabel: string;
  onChange: (ranges: Range[]) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('creator');
  return (
    <>
      {ranges.length ? (
        <ul className={styles.stack}>
          {ranges.map((range) => (
            <RangeRow
              key={range.id}
              range={range}
              errors={errors[range.id] ?? {}}
              onChange={(next) => onChange(ranges.map((r) => (r.id === range.id ? next : r)))}
              onRemove={() => onChange(ranges.filter((r) => r.id !== range.id))}
            />
          ))}
        </ul>
      ) : null}
      <div className={styles.dayActions}>
        <button
          type="button"
          className="button button-secondary"
          aria-label={addLabel}
          onClick={() => onChange([...ranges, nextRange(ranges)])}
        >
          {t('availability.add_hours')}
        </button>
        {children}
      </div>
    </>
  );
}

/**
 * The tutor's availability: weekly hours per weekday, date changes (a day off or other hours),
 * breaks around classes, minimum notice, how far ahead, and the time zone all of it is read in.
 */
export function AvailabilityForm({ availability }: { availability: TutorAvailability }) {
  const { t, i18n } = useTranslation(['creator', 'common']);
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? lang;
  const client = useQueryClient();
  const [timeZone, setTimeZone] = useState(availability.time_zone);
  const [weekly, setWeekly] = useState<Record<number, Range[]>>(() =>
    Object.fromEntries(WEEK.map((day) => [day, availability.weekly.filter((w) => w.weekday === day).map(toRange)])),
  );
  const [overrides, setOverrides] = useState<Override[]>(() =>
    availability.overrides.map((o) => ({
      id: newId(),
      date: o.date,
      dayOff: o.intervals.length === 0,
      ranges: o.intervals.map(toRange),
    })),
  );
  const [numbers, setNumbers] = useState({
    buffer_before: String(availability.buffer_before_minutes),
    buffer_after: String(availability.buffer_after_minutes),
    horizon: String(availability.horizon_days),
    notice: noticeOf(availability.minimum_notice_minutes),
  });
  /** Messages by range id ({ start, end }), by override id (date), and by field name. */
  const [rangeErrors, setRangeErrors] = useState<Record<string, { start?: string; end?: string }>>({});
  const [dateErrors, setDateErrors] = useState<Record<string, string>>({});
  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: tutorCalls.saveAvailability,
    onSuccess: (saved) => {
      client.setQueryData(availabilityQuery().queryKey, saved);
      refreshCreator(client);
    },
  });
  const bindNumbers = bindFields(numbers, setNumbers, fieldErrors);

  async function save(event: FormEvent) {
    event.preventDefault();
    const request = availabilityRequest({ timeZone, weekly, overrides, numbers });
    const local = availabilityProblems(request);
    setRangeErrors(local.ranges);
    setDateErrors(local.dates);
    const anyLocal = Object.keys(local.ranges).length + Object.keys(local.dates).length > 0;
    if (!check(local.fields) || anyLocal) return;
    // The API names ranges and dates by their place in the body sent; they are found by that body.
    const saved = await submit(request.body, (error) => {
      const { form, ranges, dates, fields } = describeAvailabilityError(error, request);
      setRangeErrors(ranges);
      setDateErrors(dates);
      return { form, fields };
    });
    if (saved) toast.success(t('availability.saved'));
  }

  /** One weekday's hours on every day of the week (each day its own copies, to change apart). */
  function copyToAllDays(from: number, name: string) {
    const hours = weekly[from] ?? [];
    setWeekly(Object.fromEntries(WEEK.map((day) => [day, day === from ? hours : hours.map(toRange)])));
    toast.success(t('availability.copied', { day: name }));
  }

  function addOverride() {
    const last = overrides
      .map((o) => o.date)
      .sort()
      .at(-1);
    const tomorrow = dayAfter(localToday());
    const date = last && last >= tomorrow ? dayAfter(last) : tomorrow;
    setOverrides((list) => [...list, { id: newId(), date, dayOff: true, ranges: [] }]);
  }
  const updateOverride = (id: string, change: Partial<Override>) =>
    setOverrides((list) => list.map((o) => (o.id === id ? { ...o, ...change } : o)));

  return (
    <CreatorForm
      state={{ formError, busy }}
      onSubmit={save}
      label={t('availability.save')}
      busyLabel={t('availability.saving')}
    >
      <TimeZoneField
        label={t('availability.time_zone')}
        hint={t('availability.time_zone_hint')}
        value={timeZone}
        onChange={setTimeZone}
        error={fieldErrors.time_zone}
      />

      <section className={styles.fieldset} aria-labelledby="weekly-hours">
        <h2 id="weekly-hours">{t('availability.weekly')}</h2>
        <p className={styles.hint}>{t('availability.weekly_hint')}</p>
        <p className={styles.hint}>{t('availability.end_hint')}</p>
        {WEEK.map((day) => {
          const name = weekdayName(day, language);
          const ranges = weekly[day] ?? [];
          return (
            <div key={day} className={styles.weekday} role="group" aria-labelledby={`weekday-${day}`}>
              <h3 id={`weekday-${day}`} className={styles.weekdayName}>
                {name}
              </h3>
              {ranges.length === 0 ? <p className={styles.meta}>{t('availability.unavailable')}</p> : null}
              <RangeList
                ranges={ranges}
                errors={rangeErrors}
                addLabel={t('availability.add_hours_on', { day: name })}
                onChange={(next) => setWeekly((w) => ({ ...w, [day]: next }))}
              >
                {ranges.length ? (
                  <button
                    type="button"
                    className="button-link"
                    aria-label={t('availability.copy_all_from', { day: name })}
                    onClick={() => copyToAllDays(day, name)}
                  >
                    {t('availability.copy_all')}
                  </button>
                ) : null}
              </RangeList>
            </div>
          );
        })}
      </section>

      <section className={styles.fieldset} aria-labelledby="date-changes">
        <h2 id="date-changes">{t('availability.overrides')}</h2>
        <p className={styles.hint}>{t('availability.overrides_hint')}</p>
        {fieldErrors.overrides ? <p className={styles.error}>{fieldErrors.overrides}</p> : null}
        {overrides.length === 0 ? <p className={styles.meta}>{t('availability.no_overrides')}</p> : null}
        {overrides.map((o) => (
          <div key={o.id} className={styles.weekday} role="group" aria-label={dateLabel(o.date, language)}>
            <div className={styles.range}>
              <div className={styles.timeField}>
                <label htmlFor={`date-${o.id}`}>{t('availability.date')}</label>
                <input
                  id={`date-${o.id}`}
                  className={styles.input}
                  type="date"
                  value={o.date}
                  min={localToday()}
                  required
                  aria-invalid={dateErrors[o.id] ? true : undefined}
                  aria-describedby={dateErrors[o.id] ? `date-${o.id}-error` : undefined}
                  onChange={(event) => updateOverride(o.id, { date: event.target.value })}
                />
              </div>
              <label className={styles.choice}>
                <input
                  type="checkbox"
                  checked={o.dayOff}
                  onChange={(event) =>
                    updateOverride(o.id, {
                      dayOff: event.target.checked,
                      ranges: !event.target.checked && o.ranges.length === 0 ? [nextRange([])] : o.ranges,
                    })
                  }
                />
                {t('availability.day_off')}
              </label>
              <button
                type="button"
                className="button-link"
                onClick={() => setOverrides((list) => list.filter((x) => x.id !== o.id))}
              >
                {t('availability.remove_date')}
              </button>
            </div>
            {dateErrors[o.id] ? (
              <p id={`date-${o.id}-error`} className={styles.error}>
                {dateErrors[o.id]}
              </p>
            ) : null}
            {o.dayOff ? null : (
              <RangeList
                ranges={o.ranges}
                errors={rangeErrors}
                addLabel={t('availability.add_hours_on', { day: dateLabel(o.date, language) })}
                onChange={(ranges) => updateOverride(o.id, { ranges })}
              />
            )}
          </div>
        ))}
        <div>
          <button type="button" className="button button-secondary" onClick={addOverride}>
            {t('availability.add_date')}
          </button>
        </div>
      </section>

      <section className={styles.fieldset} aria-labelledby="booking-rules">
        <h2 id="booking-rules">{t('availability.rules')}</h2>
        <div className={styles.pair}>
          <NumberField
            label={t('availability.buffer_before')}
            min={0}
            max={L.bufferMax}
            {...bindNumbers.text('buffer_before', 'buffer_before_minutes')}
          />
          <NumberField
            label={t('availability.buffer_after')}
            min={0}
            max={L.bufferMax}
            {...bindNumbers.text('buffer_after', 'buffer_after_minutes')}
          />
        </div>
        <div className={styles.pair}>
          <NumberField
            label={t('availability.notice')}
            hint={t('availability.notice_hint')}
            min={0}
            value={numbers.notice.value}
            onChange={(e) => setNumbers((n) => ({ ...n, notice: { ...n.notice, value: e.target.value } }))}
            error={fieldErrors.minimum_notice_minutes}
          />
          <div className={styles.timeField}>
            <label htmlFor="notice-unit">{t('availability.notice_unit')}</label>
            <select
              id="notice-unit"
              className={styles.input}
              value={numbers.notice.unit}
              onChange={(e) => setNumbers((n) => ({ ...n, notice: { ...n.notice, unit: e.target.value as Unit } }))}
            >
              {(Object.keys(UNITS) as Unit[]).map((unit) => (
                <option key={unit} value={unit}>
                  {t(`availability.units.${unit}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <NumberField
          label={t('availability.horizon')}
          min={L.horizonMin}
          max={L.horizonMax}
          {...bindNumbers.text('horizon', 'horizon_days')}
        />
      </section>
    </CreatorForm>
  );
}
