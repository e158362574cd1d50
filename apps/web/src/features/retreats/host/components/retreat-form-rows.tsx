import { RETREAT_HOST_LIMITS as L, isCalendarDate, RETREAT_DATE_MODES, addDays, daysBetween } from '@sangam/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bindFields, NumberField, TextField } from '../../../../shared/ui/form';
import { zoneName } from '../../../../shared/lib/time-zones';
import { todayIn } from '../../../creator';
import { RadioChoices, RefundStepsRows, RowField } from '../../../creator';
import { emptyDeparture, emptyPolicy, emptySchedule, emptyTeacher, type RetreatValues } from '../retreat-form-model';
import type { SetValues } from './retreat-form';
import creator from '../../../../shared/ui/creator.module.css';
import styles from '../../../../shared/ui/host-forms.module.css';

interface RowsProps {
  values: RetreatValues;
  setValues: SetValues;
  errors: Record<string, string>;
}

type ListKey = 'teachers' | 'schedule' | 'departures' | 'policy';

/** Changes one row of a list by its id. */
function updateRow<K extends ListKey>(
  setValues: SetValues,
  list: K,
  id: string,
  change: Partial<RetreatValues[K][number]>,
) {
  setValues((v) => ({
    ...v,
    [list]: (v[list] as Array<{ id: string }>).map((row) => (row.id === id ? { ...row, ...change } : row)),
  }));
}
function removeRow(setValues: SetValues, list: ListKey, id: string) {
  setValues((v) => ({ ...v, [list]: (v[list] as Array<{ id: string }>).filter((row) => row.id !== id) }));
}

/** A list's message about the whole list (too many rows, none given). */
function ListError({ text }: { text: string | undefined }) {
  return text ? <p className={creator.error}>{text}</p> : null;
}

export function TeacherRows({ values, setValues, errors }: RowsProps) {
  const { t } = useTranslation('retreat-host');
  return (
    <fieldset className={creator.fieldset}>
      <legend>{t('form.teachers')}</legend>
      <p className={creator.hint}>{t('form.teachers_hint')}</p>
      <ListError text={errors.teachers} />
      {values.teachers.map((row, index) => {
        const n = { n: index + 1 };
        return (
          <div key={row.id} className={styles.row} role="group" aria-label={t('form.teacher_n', n)}>
            <RowField
              label={t('form.teacher_name')}
              className={styles.grow}
              maxLength={L.teacherNameMax}
              value={row.name}
              onChange={(e) => updateRow(setValues, 'teachers', row.id, { name: e.target.value })}
              error={errors[`teachers.${row.id}.name`]}
            />
            <RowField
              label={t('form.teacher_bio')}
              className={styles.wide}
              multiline
              maxLength={L.teacherBioMax}
              value={row.bio}
              onChange={(e) => updateRow(setValues, 'teachers', row.id, { bio: e.target.value })}
              error={errors[`teachers.${row.id}.bio`]}
            />
            <button
              type="button"
              className={`button-link ${styles.remove}`}
              onClick={() => removeRow(setValues, 'teachers', row.id)}
            >
              {t('form.remove')} <span className="visually-hidden">{t('form.teacher_n', n)}</span>
            </button>
          </div>
        );
      })}
      {values.teachers.length < L.teachersMax ? (
        <div>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setValues((v) => ({ ...v, teachers: [...v.teachers, emptyTeacher()] }))}
          >
            {t('form.add_teacher')}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}

export function ScheduleRows({ values, setValues, errors }: RowsProps) {
  const { t } = useTranslation('retreat-host');
  return (
    <fieldset className={creator.fieldset}>
      <legend>{t('form.schedule')}</legend>
      <p className={creator.hint}>{t('form.schedule_hint')}</p>
      <ListError text={errors.schedule} />
      {values.schedule.map((row, index) => {
        const n = { n: index + 1 };
        return (
          <div key={row.id} className={styles.row} role="group" aria-label={t('form.schedule_n', n)}>
            <RowField
              label={t('form.time')}
              className={styles.narrow}
              type="time"
              value={row.time}
              onChange={(e) => updateRow(setValues, 'schedule', row.id, { time: e.target.value })}
              error={errors[`schedule.${row.id}.time`]}
            />
            <RowField
              label={t('form.activity')}
              className={styles.grow}
              maxLength={L.activityMax}
              value={row.activity}
              onChange={(e) => updateRow(setValues, 'schedule', row.id, { activity: e.target.value })}
              error={errors[`schedule.${row.id}.activity`]}
            />
            <button
              type="button"
              className={`button-link ${styles.remove}`}
              onClick={() => removeRow(setValues, 'schedule', row.id)}
            >
              {t('form.remove')} <span className="visually-hidden">{t('form.schedule_n', n)}</span>
            </button>
          </div>
        );
      })}
      {values.schedule.length < L.scheduleMax ? (
        <div>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setValues((v) => ({ ...v, schedule: [...v.schedule, emptySchedule()] }))}
          >
            {t('form.add_time')}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** Fixed departures (rows of first night and day of leaving) or a flexible window with its nights. */
export function DatesFieldset({ values, setValues, errors, children }: RowsProps & { children?: ReactNode }) {
  const { t, i18n } = useTranslation('retreat-host');
  const tomorrow = addDays(todayIn(values.time_zone), 1);
  const bind = bindFields(values, setValues, errors);
  return (
    <fieldset className={creator.fieldset}>
      <legend>{t('form.dates')}</legend>
      <RadioChoices
        name="date_mode"
        label={t('form.date_mode')}
        options={RETREAT_DATE_MODES.map((mode) => ({ value: mode, label: t(`form.mode_${mode}`) }))}
        value={values.date_mode}
        onChange={(date_mode) => setValues((v) => ({ ...v, date_mode }))}
      />
      <p className={creator.hint}>{t(`form.mode_${values.date_mode}_hint`)}</p>
      <p className={creator.hint}>
        {t('form.dates_zone', { zone: zoneName(values.time_zone, i18n.resolvedLanguage ?? 'en') })}
      </p>
      <ListError text={errors.date_mode} />
      {values.date_mode === 'fixed' ? (
        <>
          <ListError text={errors.departures} />
          {values.departures.map((row, index) => {
            const n = { n: index + 1 };
            const nights = isCalendarDate(row.start) && isCalendarDate(row.end) ? daysBetween(row.start, row.end) : 0;
            return (
              <div key={row.id} className={styles.row} role="group" aria-label={t('form.departure_n', n)}>
                <RowField
                  label={t('form.first_night')}
                  type="date"
                  min={tomorrow}
                  value={row.start}
                  onChange={(e) => {
                    const start = e.target.value;
                    // A new departure's day of leaving starts a week later, to be changed as needed.
                    updateRow(setValues, 'departures', row.id, {
                      start,
                      ...(!row.end && isCalendarDate(start) ? { end: addDays(start, 7) } : {}),
                    });
                  }}
                  error={errors[`departures.${row.id}.start`]}
                />
                <RowField
                  label={t('form.leaving_day')}
                  type="date"
                  min={row.start || tomorrow}
                  value={row.end}
                  onChange={(e) => updateRow(setValues, 'departures', row.id, { end: e.target.value })}
                  error={errors[`departures.${row.id}.end`]}
                />
                <p className={styles.rowNote} aria-live="polite">
                  {nights > 0 ? t('form.nights', { count: nights }) : ''}
                </p>
                <button
                  type="button"
                  className={`button-link ${styles.remove}`}
                  onClick={() => removeRow(setValues, 'departures', row.id)}
                >
                  {t('form.remove')} <span className="visually-hidden">{t('form.departure_n', n)}</span>
                </button>
              </div>
            );
          })}
          {values.departures.length < L.departuresMax ? (
            <div>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setValues((v) => ({ ...v, departures: [...v.departures, emptyDeparture()] }))}
              >
                {t('form.add_departure')}
              </button>
            </div>
          ) : null}
        </>
      ) : (
        <>
          <div className={creator.pair}>
            <TextField label={t('form.available_from')} type="date" {...bind.text('available_from')} />
            <TextField
              label={t('form.available_until')}
              type="date"
              min={values.available_from || tomorrow}
              {...bind.text('available_until')}
            />
          </div>
          <div className={creator.pair}>
            <NumberField label={t('form.min_nights')} min={1} max={L.stayNightsMax} {...bind.text('min_nights')} />
            <NumberField label={t('form.max_nights')} min={1} max={L.stayNightsMax} {...bind.text('max_nights')} />
          </div>
        </>
      )}
      {children}
    </fieldset>
  );
}

/** The refund steps: cancelled at least so many days before the start, so much of the deposit back. */
export function PolicyRows({ values, setValues, errors }: RowsProps) {
  return (
    <RefundStepsRows
      namespace="retreat-host"
      steps={values.policy}
      setSteps={(change) => setValues((v) => ({ ...v, policy: change(v.policy) }))}
      newStep={emptyPolicy}
      errors={errors}
      daysMax={L.policyDaysMax}
      stepsMax={L.policyStepsMax}
    />
  );
}
