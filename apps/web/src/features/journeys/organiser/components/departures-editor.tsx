import {
  addDays,
  JOURNEY_ERROR_CODES,
  JOURNEY_LIMITS as L,
  journeyEndDate,
  type CreatorDeparture,
  type CreatorJourney,
  type DeparturesRequest,
} from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../shared/api/http-client';
import { FormMessage, SubmitButton, useFormMutation } from '../../../../shared/ui/form';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { formatDate, formatDateRange, formatMoney, formatNumber, minorToText, todayIn } from '../../../creator';
import { focusFirstProblem, RowField } from '../../../creator';
import { organiserCalls, organiserKeys, refreshOrganiser } from '../api';
import {
  departurePath,
  newRow,
  readDepartures,
  rowsFrom,
  type DepartureProblem,
  type DepartureRow,
} from '../departures-model';
import { describeOrganiserError, placesTakenIn, problemText } from '../messages';
import creator from '../../../../shared/ui/creator.module.css';
import host from '../../../../shared/ui/host-forms.module.css';
import styles from '../journey-organiser.module.css';

/** Journeys keep India's calendar (the API's journeyToday): a new date must come after today there. */
const JOURNEY_TIME_ZONE = 'Asia/Kolkata';

/**
 * The journey's departures edited as one list, saved at once (the API replaces the whole list): each
 * date with its places, an optional price of its own and whether it is closed to new bookings, with
 * the places travellers took. Departed dates are shown as they are and sent back unchanged. A
 * capacity below the places taken is refused before sending, and named on its row when the API
 * refuses it (a booking arrived meanwhile).
 */
export function DeparturesEditor({ journey, departures }: { journey: CreatorJourney; departures: CreatorDeparture[] }) {
  const { t, i18n } = useTranslation('journey-organiser');
  const language = i18n.resolvedLanguage ?? 'en';
  const client = useQueryClient();
  const [rows, setRows] = useState<DepartureRow[]>(() => rowsFrom(departures, journey.currency));
  const stored = new Map(departures.map((d) => [d.id, d]));
  const today = todayIn(JOURNEY_TIME_ZONE);
  const tomorrow = addDays(today, 1);
  const money = (minor: number) => formatMoney(minor, journey.currency, language);

  const message = (problem: DepartureProblem) =>
    problem.taken === undefined
      ? problemText(problem.key)
      : `${problemText(problem.key)} ${t('departures.places_taken', { count: problem.taken })}`;

  const change = (key: string, patch: Partial<DepartureRow>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  function addRow() {
    const last = rows[rows.length - 1];
    const row = newRow('', last?.capacity ?? '20');
    setRows((list) => [...list, row]);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-departure="${row.key}"] input`)?.focus());
  }

  function removeRow(index: number) {
    const next = rows[index + 1] ?? rows[index - 1];
    setRows((list) => list.filter((_, i) => i !== index));
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(next ? `[data-departure="${next.key}"] input` : '#add-departure')?.focus(),
    );
  }

  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: (body: DeparturesRequest) => organiserCalls.saveDepartures(journey.id, body),
    onSuccess: ({ results }) => {
      client.setQueryData(organiserKeys.departures(journey.id), { results });
      refreshOrganiser(client);
    },
    onError: (failure) => {
      // A booking or a departure changed meanwhile: read the places again (the rows keep what was typed).
      if (failure instanceof ApiError && failure.status === 409)
        void client.invalidateQueries({ queryKey: organiserKeys.departures(journey.id) });
    },
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    const { body, problems, sent } = readDepartures(rows, stored, today, journey.currency);
    if (!check(Object.fromEntries(Object.entries(problems).map(([path, p]) => [path, message(p)]))) || !body) {
      focusFirstProblem();
      return;
    }
    const saved = await submit(body, (failure) => describe(failure, sent));
    if (!saved) {
      focusFirstProblem();
      return;
    }
    setRows(rowsFrom(saved.results, journey.currency));
    toast.success(t('departures.saved'));
  }

  function describe(failure: unknown, sent: string[]) {
    const described = describeOrganiserError(failure);
    const taken =
      failure instanceof ApiError && failure.code === JOURNEY_ERROR_CODES.capacityBelowTaken
        ? placesTakenIn(failure.detail)
        : null;
    const fields: Record<string, string> = {};
    for (const [path, text] of Object.entries(described.fields)) {
      const key = departurePath(path, sent);
      fields[key] ??=
        taken !== null && key.endsWith('.capacity')
          ? `${text} ${t('departures.places_taken', { count: taken })}`
          : text;
    }
    return { ...described, fields };
  }

  return (
    <form className={`${creator.form} ${host.wideForm}`} onSubmit={(event) => void save(event)} noValidate>
      <p className={creator.hint}>
        {t('departures.hint', { price: money(journey.price_minor), days: journey.duration_days })}
      </p>
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      <fieldset className={creator.fieldset}>
        <legend>{t('departures.legend')}</legend>
        {fieldErrors.departures ? (
          <p className={creator.error} data-problem tabIndex={-1}>
            {fieldErrors.departures}
          </p>
        ) : null}
        {rows.length === 0 ? <p className={creator.meta}>{t('departures.none')}</p> : null}
        {rows.map((row, index) => {
          const info = row.id === undefined ? undefined : stored.get(row.id);
          const n = { n: index + 1 };
          const error = (field: string) => fieldErrors[`departures.${row.key}.${field}`];
          if (info?.past)
            return (
              <div key={row.key} className={host.row} role="group" aria-label={t('departures.departure_n', n)}>
                <p className={styles.pastDeparture}>
                  <strong>{formatDateRange(info.start_date, info.end_date, language)}</strong>{' '}
                  <span className={`${creator.badge} ${creator.badgeMuted}`}>{t('departures.departed')}</span>
                  <br />
                  {t('departures.taken_of', {
                    taken: formatNumber(info.seats_taken, language),
                    capacity: formatNumber(info.capacity, language),
                  })}
                </p>
              </div>
            );
          const returns =
            /^\d{4}-\d{2}-\d{2}$/.test(row.start_date) && journey.duration_days > 0
              ? journeyEndDate(row.start_date, journey.duration_days)
              : null;
          return (
            <div
              key={row.key}
              data-departure={row.key}
              className={host.row}
              role="group"
              aria-label={t('departures.departure_n', n)}
            >
              <RowField
                label={t('departures.start')}
                type="date"
                min={info ? undefined : tomorrow}
                value={row.start_date}
                onChange={(e) => change(row.key, { start_date: e.target.value })}
                error={error('start_date')}
              />
              <RowField
                label={t('departures.capacity')}
                className={host.narrow}
                type="number"
                inputMode="numeric"
                min={Math.max(L.capacityMin, info?.seats_taken ?? 0)}
                max={L.capacityMax}
                value={row.capacity}
                onChange={(e) => change(row.key, { capacity: e.target.value })}
                error={error('capacity')}
              />
              <RowField
                label={t('departures.price', { currency: journey.currency })}
                className={host.narrow}
                inputMode="decimal"
                // The journey's own price, used when this one is left empty (the hint above says so).
                placeholder={minorToText(journey.price_minor, journey.currency)}
                value={row.price}
                onChange={(e) => change(row.key, { price: e.target.value })}
                error={error('price')}
              />
              <label className={`${creator.choice} ${styles.closedChoice}`}>
                <input
                  type="checkbox"
                  checked={row.closed}
                  onChange={(e) => change(row.key, { closed: e.target.checked })}
                />
                {t('departures.closed')}
              </label>
              <p className={styles.departureNote}>
                {returns ? t('departures.returns', { date: formatDate(returns, language, true) }) : ''}
                {info ? (
                  <>
                    {returns ? <br /> : null}
                    {t('departures.taken_of', {
                      taken: formatNumber(info.seats_taken, language),
                      capacity: formatNumber(info.capacity, language),
                    })}
                    {info.bookings ? ` · ${t('departures.bookings', { count: info.bookings })}` : ''}
                  </>
                ) : null}
              </p>
              {info && info.bookings > 0 ? (
                <p className={styles.departureNote}>{t('departures.keep_booked')}</p>
              ) : (
                <button type="button" className={`button-link ${host.remove}`} onClick={() => removeRow(index)}>
                  {t('departures.remove')} <span className="visually-hidden">{t('departures.departure_n', n)}</span>
                </button>
              )}
            </div>
          );
        })}
        {rows.length < L.departuresMax ? (
          <div>
            <button id="add-departure" type="button" className="button button-secondary" onClick={addRow}>
              {t('departures.add')}
            </button>
          </div>
        ) : null}
      </fieldset>
      <SubmitButton busy={busy} busyLabel={t('departures.saving')}>
        {t('departures.save')}
      </SubmitButton>
    </form>
  );
}
