import { JOURNEY_LIMITS as L } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { RefundStepsRows, RowField } from '../../../creator';
import { durationFor, emptyDay, emptyStep, type JourneyValues } from '../journey-form-model';
import creator from '../../../../shared/ui/creator.module.css';
import host from '../../../../shared/ui/host-forms.module.css';
import styles from '../journey-organiser.module.css';

export type SetValues = (change: (values: JourneyValues) => JourneyValues) => void;

interface RowsProps {
  values: JourneyValues;
  setValues: SetValues;
  errors: Record<string, string>;
}

/** After a row is added, moved or removed, the focus goes where the person expects it (the row changes under them). */
function focusLater(selector: string) {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());
}

/** A list's message about the whole list (days that do not match the length, too many steps). */
function ListError({ text, id }: { text: string | undefined; id?: string }) {
  return text ? (
    <p id={id} className={creator.error} data-problem tabIndex={-1}>
      {text}
    </p>
  ) : null;
}

/**
 * The day-by-day itinerary: one row a day, numbered in order, each with its title, place and what
 * happens; days are added, moved and removed with buttons, so the keyboard does all of it, and
 * the length of the journey follows the days while the two agree.
 */
export function ItineraryRows({ values, setValues, errors }: RowsProps) {
  const { t } = useTranslation('journey-organiser');
  const days = values.itinerary;
  const dayTitle = (id: string) => `[data-day="${id}"] input`;

  function addDay() {
    const day = emptyDay();
    setValues((v) => ({
      ...v,
      itinerary: [...v.itinerary, day],
      duration_days: durationFor(v, v.itinerary.length + 1),
    }));
    focusLater(dayTitle(day.id));
  }

  function removeDay(index: number) {
    const next = days[index + 1] ?? days[index - 1];
    setValues((v) => ({
      ...v,
      itinerary: v.itinerary.filter((_, i) => i !== index),
      duration_days: durationFor(v, v.itinerary.length - 1),
    }));
    focusLater(next ? dayTitle(next.id) : '#add-day');
  }

  function moveDay(index: number, by: -1 | 1) {
    const row = days[index]!;
    setValues((v) => {
      const list = [...v.itinerary];
      list.splice(index, 1);
      list.splice(index + by, 0, row);
      return { ...v, itinerary: list };
    });
    // The same button of the moved day, unless it reached the end where that button is gone.
    const target = index + by === 0 || index + by === days.length - 1 ? 'input' : `[data-move="${by}"]`;
    focusLater(`[data-day="${row.id}"] ${target}`);
  }

  const change = (id: string, field: 'title' | 'place' | 'description', value: string) =>
    setValues((v) => ({ ...v, itinerary: v.itinerary.map((d) => (d.id === id ? { ...d, [field]: value } : d)) }));

  return (
    <fieldset className={creator.fieldset}>
      <legend>{t('form.itinerary')}</legend>
      <p className={creator.hint}>{t('form.itinerary_hint')}</p>
      <ListError text={errors.itinerary} />
      {days.length === 0 ? <p className={creator.meta}>{t('form.itinerary_none')}</p> : null}
      <ol className={styles.days}>
        {days.map((row, index) => {
          const n = { n: index + 1 };
          const error = (field: string) => errors[`itinerary.${row.id}.${field}`];
          return (
            <li key={row.id} data-day={row.id}>
              <div className={host.row} role="group" aria-label={t('form.day_n', n)}>
                <p className={styles.dayNumber} aria-hidden="true">
                  {t('form.day_n', n)}
                </p>
                <RowField
                  label={t('form.day_title')}
                  className={host.grow}
                  maxLength={L.dayTitleMax}
                  value={row.title}
                  onChange={(e) => change(row.id, 'title', e.target.value)}
                  error={error('title')}
                />
                <RowField
                  label={t('form.day_place')}
                  className={host.grow}
                  maxLength={L.placeMax}
                  value={row.place}
                  onChange={(e) => change(row.id, 'place', e.target.value)}
                  error={error('place')}
                />
                <RowField
                  label={t('form.day_description')}
                  className={styles.full}
                  multiline
                  maxLength={L.dayDescriptionMax}
                  value={row.description}
                  onChange={(e) => change(row.id, 'description', e.target.value)}
                  error={error('description')}
                />
                <div className={styles.rowButtons}>
                  {index > 0 ? (
                    <button type="button" className="button-link" data-move="-1" onClick={() => moveDay(index, -1)}>
                      {t('form.move_up')} <span className="visually-hidden">{t('form.day_n', n)}</span>
                    </button>
                  ) : null}
                  {index < days.length - 1 ? (
                    <button type="button" className="button-link" data-move="1" onClick={() => moveDay(index, 1)}>
                      {t('form.move_down')} <span className="visually-hidden">{t('form.day_n', n)}</span>
                    </button>
                  ) : null}
                  <button type="button" className="button-link" onClick={() => removeDay(index)}>
                    {t('form.remove')} <span className="visually-hidden">{t('form.day_n', n)}</span>
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {days.length < L.durationMax ? (
        <div>
          <button id="add-day" type="button" className="button button-secondary" onClick={addDay}>
            {t('form.add_day')}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** The refund steps: cancelled at least so many days before departure, so much of the deposit back. */
export function PolicyRows({ values, setValues, errors }: RowsProps) {
  return (
    <RefundStepsRows
      namespace="journey-organiser"
      steps={values.policy}
      setSteps={(change) => setValues((v) => ({ ...v, policy: change(v.policy) }))}
      newStep={emptyStep}
      errors={errors}
      daysMax={L.policyDaysMax}
      stepsMax={L.policyStepsMax}
    />
  );
}
