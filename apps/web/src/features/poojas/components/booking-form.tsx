import { NAKSHATRAS, POOJA_LIMITS as L, type CreatePoojaBookingRequest, type PoojaDetail } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { formatMoney } from '../../../shared/lib/money';
import { localize, paths } from '../../../shared/lib/paths';
import { isAuthenticated, useSession } from '../../../shared/session/session-store';
import { track } from '../../../shared/tracking';
import { CheckboxField, FormMessage, TextAreaField, TextField, formStyles } from '../../../shared/ui/form';
import { poojaCalls, refreshPoojaBookings } from '../api';
import {
  draftProblems,
  emptyDraft,
  keepDraft,
  requestOf,
  takeDraft,
  totalOf,
  type BookingDraft,
} from '../booking-draft';
import { forgetPoojaBookingKey, poojaBookingKey } from '../booking-key';
import { DAY_CODES, describeBookingError, isAlreadyBooked, poojaRule } from '../messages';
import { DayPicker, formatTempleDay } from './day-picker';
import { PrasadAddress } from './prasad-address';
import styles from './poojas.module.css';

interface BookingVariables {
  day: string;
  request: Omit<CreatePoojaBookingRequest, 'idempotency_key'>;
  /** The request as text, which names the booking's idempotency key. */
  details: string;
}

/**
 * Booking a pooja: a day (kept in the address, so signing in comes back to it), for whom it is
 * performed (name, gotra, nakshatra), the sankalp, offerings and prasad, with the total as it grows.
 * Guests are sent to sign in with what they wrote kept; then the place is taken and checkout opens.
 */
export function BookingForm({ pooja }: { pooja: PoojaDetail }) {
  const { t, i18n } = useTranslation('poojas');
  const { lang = 'en' } = useParams();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  const id = useId();
  const [draft, setDraft] = useState<BookingDraft>(() => takeDraft(pooja.slug) ?? emptyDraft());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [alreadyBooked, setAlreadyBooked] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const language = i18n.resolvedLanguage ?? 'en';
  const day = params.get('day');
  const money = (minor: number) => (minor === 0 ? t('price.free') : formatMoney(minor, pooja.currency, language));
  const total = totalOf(pooja, draft);
  const signedIn = isAuthenticated(session);

  // The place is taken under a key kept for this day and these details, so a repeated press (or a
  // retry after a lost answer) finds the same booking instead of making a second one.
  const book = useMutation({
    mutationFn: ({ day, request, details }: BookingVariables) =>
      poojaCalls.create(pooja.slug, { ...request, idempotency_key: poojaBookingKey(pooja.slug, day, details) }),
    onSuccess: (_booking, { day, details }) => {
      forgetPoojaBookingKey(pooja.slug, day, details);
      refreshPoojaBookings(client, pooja.slug);
    },
    onError: (err, { day, details }) => {
      if (err instanceof ApiError && DAY_CODES.includes(err.code)) {
        // The day filled up (or moved out of reach) meanwhile: say so, read the days again, choose anew.
        forgetPoojaBookingKey(pooja.slug, day, details);
        refreshPoojaBookings(client, pooja.slug);
        setParams(
          (current) => {
            const copy = new URLSearchParams(current);
            copy.delete('day');
            return copy;
          },
          { replace: true },
        );
      }
      const described = describeBookingError(err);
      setErrors(described.fields);
      setFormError(described.form);
      setAlreadyBooked(isAlreadyBooked(err));
    },
  });
  // Still busy once booked, until checkout's page has taken over.
  const busy = book.isPending || book.isSuccess;

  const update = (change: Partial<BookingDraft>) => setDraft((current) => ({ ...current, ...change }));
  const chooseDay = (next: string) => {
    setErrors(({ day: _, ...rest }) => rest);
    setFormError(null);
    track('pooja_selection', { pooja: pooja.slug, day: next });
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('day', next);
        return copy;
      },
      { replace: true },
    );
  };
  const toggleOffering = (offering: string, on: boolean) => {
    if (on) track('pooja_selection', { pooja: pooja.slug, offering });
    update({ offering_ids: on ? [...draft.offering_ids, offering] : draft.offering_ids.filter((o) => o !== offering) });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = draftProblems(draft, day);
    if (!signedIn) {
      // Sign in first, coming back to this page and this day with what was written.
      keepDraft(pooja.slug, draft);
      navigate(localize(lang, paths.login(`${location.pathname}${location.search}`)));
      return;
    }
    // The messages are drawn first, so the first field to mend, in the form's order, can take the focus.
    flushSync(() => {
      setErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, poojaRule(key)])));
      setFormError(Object.keys(problems).length ? t('errors.check_fields') : null);
    });
    if (Object.keys(problems).length || !day) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]')?.focus();
      return;
    }
    const request = requestOf(draft, day);
    const details = JSON.stringify(request);
    track('pooja_interest_submit', {
      pooja: pooja.slug,
      day,
      offerings: request.offering_ids?.length ?? 0,
      prasad: request.prasad === true,
    });
    book.mutate(
      { day, request, details },
      { onSuccess: (booking) => navigate(`${localize(lang, paths.checkout())}?kind=pooja&booking=${booking.id}`) },
    );
  }

  return (
    <form ref={formRef} className={styles.bookingForm} onSubmit={submit} noValidate>
      <section aria-labelledby={`${id}-days-heading`}>
        <h2 id={`${id}-days-heading`}>{t('book.step_day')}</h2>
        <div id={`${id}-days`} tabIndex={-1} data-invalid={errors.day ? true : undefined}>
          <DayPicker slug={pooja.slug} templeZone={pooja.temple.time_zone} selected={day} onSelect={chooseDay} />
        </div>
        {errors.day ? <p className={formStyles.error}>{errors.day}</p> : null}
      </section>

      <section aria-labelledby={`${id}-devotee`}>
        <h2 id={`${id}-devotee`}>{t('book.step_devotee')}</h2>
        <div className={styles.fields}>
          <TextField
            label={t('book.devotee_name')}
            hint={t('book.devotee_name_hint')}
            value={draft.devotee_name}
            onChange={(event) => update({ devotee_name: event.target.value })}
            error={errors.devotee_name}
            autoComplete="name"
            maxLength={L.devoteeNameMax}
            required
          />
          <TextField
            label={t('book.gotra')}
            hint={t('terms.gotra.hint')}
            value={draft.gotra}
            onChange={(event) => update({ gotra: event.target.value })}
            error={errors.gotra}
            maxLength={L.gotraMax}
          />
          <div className={formStyles.field}>
            <label htmlFor={`${id}-nakshatra`} className={formStyles.label}>
              {t('book.nakshatra')}
            </label>
            <p id={`${id}-nakshatra-hint`} className={formStyles.hint}>
              {t('terms.nakshatra.hint')}
            </p>
            <select
              id={`${id}-nakshatra`}
              className={`${formStyles.input} ${errors.nakshatra ? formStyles.invalid : ''}`}
              value={draft.nakshatra}
              onChange={(event) => update({ nakshatra: event.target.value })}
              aria-invalid={errors.nakshatra ? true : undefined}
              aria-describedby={`${id}-nakshatra-hint${errors.nakshatra ? ` ${id}-nakshatra-error` : ''}`}
            >
              <option value="">{t('book.nakshatra_unknown')}</option>
              {NAKSHATRAS.map((code) => (
                <option key={code} value={code}>
                  {t(`nakshatras.${code}`)}
                </option>
              ))}
            </select>
            {errors.nakshatra ? (
              <p id={`${id}-nakshatra-error`} className={formStyles.error}>
                {errors.nakshatra}
              </p>
            ) : null}
          </div>
        </div>
      </section>

      <section aria-labelledby={`${id}-sankalp`}>
        <h2 id={`${id}-sankalp`}>{t('book.step_sankalp')}</h2>
        <TextAreaField
          label={t('book.sankalp')}
          hint={
            <>
              {t('terms.sankalp.hint')}{' '}
              <span aria-live="polite">{t('book.characters', { count: draft.sankalp.length, max: L.sankalpMax })}</span>
            </>
          }
          value={draft.sankalp}
          onChange={(event) => update({ sankalp: event.target.value })}
          error={errors.sankalp}
          maxLength={L.sankalpMax}
          rows={4}
        />
      </section>

      {pooja.offerings.length ? (
        <fieldset className={styles.choices} aria-describedby={`${id}-chadhava-hint`}>
          <legend>{t('book.step_offerings')}</legend>
          <p id={`${id}-chadhava-hint`} className={formStyles.hint}>
            {t('terms.chadhava.hint')}
          </p>
          {pooja.offerings.map((offering) => (
            <CheckboxField
              key={offering.id}
              label={
                <span className={styles.choice}>
                  <span>{offering.name}</span>
                  <span className={styles.choicePrice}>+{money(offering.price_minor)}</span>
                </span>
              }
              checked={draft.offering_ids.includes(offering.id)}
              onChange={(on) => toggleOffering(offering.id, on)}
            />
          ))}
          {errors.offering_ids ? <p className={formStyles.error}>{errors.offering_ids}</p> : null}
        </fieldset>
      ) : null}

      <fieldset className={styles.choices} aria-describedby={`${id}-prasad-hint`}>
        <legend>{t('book.step_prasad')}</legend>
        <p id={`${id}-prasad-hint`} className={formStyles.hint}>
          {t('terms.prasad.hint')}
        </p>
        {pooja.prasad_available ? (
          <>
            <CheckboxField
              label={
                <span className={styles.choice}>
                  <span>{t('prasad.ask')}</span>
                  <span className={styles.choicePrice}>
                    {pooja.prasad_price_minor ? `+${money(pooja.prasad_price_minor)}` : t('price.free')}
                  </span>
                </span>
              }
              checked={draft.prasad}
              onChange={(on) => update({ prasad: on })}
              error={errors.prasad ?? errors.prasad_address}
            />
            {draft.prasad ? (
              <PrasadAddress
                address={draft.address}
                errors={errors}
                onChange={(field, value) => update({ address: { ...draft.address, [field]: value } })}
              />
            ) : null}
          </>
        ) : (
          <p className={styles.meta}>{t('prasad.not_posted')}</p>
        )}
      </fieldset>

      {formError ? (
        <FormMessage kind="error">
          {formError}{' '}
          {alreadyBooked ? (
            <Link to={`${localize(lang, paths.myBookings())}?kind=poojas`}>{t('errors.see_booking')}</Link>
          ) : null}
        </FormMessage>
      ) : null}
      <div className={styles.sticky}>
        <p aria-live="polite" className={styles.total}>
          <span>{t('book.total', { price: money(total) })}</span>
          <span className={styles.meta}>{day ? formatTempleDay(day, language, true) : t('book.no_day')}</span>
        </p>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy
            ? t('book.booking')
            : !signedIn
              ? t('book.sign_in_to_book')
              : total === 0
                ? t('book.book_free')
                : t('book.continue')}
        </button>
      </div>
    </form>
  );
}
