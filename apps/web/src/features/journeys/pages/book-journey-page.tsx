import { depositMinor, JOURNEY_LIMITS as L, type JourneyDetail } from '@sangam/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { formatMoney } from '../../../shared/lib/money';
import { localize, paths } from '../../../shared/lib/paths';
import { useSession } from '../../../shared/session/session-store';
import { track } from '../../../shared/tracking';
import { FormMessage, TextField } from '../../../shared/ui/form';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { journeyCalls, journeyQuery, refreshJourneyBookings } from '../api';
import { forgetJourneyBookingKey, journeyBookingKey } from '../booking-key';
import { PlacesLeft } from '../components/departures';
import { JourneyNotFound } from '../components/journey-not-found';
import { DepositWords } from '../components/policy';
import styles from '../components/journeys.module.css';
import { formatDateRange, formatNumber } from '../format';
import { describeJourneyError, isAlreadyBooked, isPlacesConflict } from '../messages';

/**
 * travel/{slug}/book: choose a departure, how many travel (never more than its places left) and each
 * traveller's name; the total, the deposit due now and the rest are shown as they change. Continue
 * holds the places for 10 minutes and opens checkout for the deposit.
 */
export function Component() {
  const { t } = useTranslation('travel');
  const { slug = '' } = useParams();
  const journey = useQuery(journeyQuery(slug));

  if (journey.isPending) return <Skeleton lines={8} label={t('loading', { ns: 'common' })} />;
  if (journey.isError) {
    if (journey.error instanceof ApiError && journey.error.status === 404) return <JourneyNotFound />;
    return (
      <PageFrame title={t('pages.book_journey', { ns: 'common' })}>
        <p role="alert">{describeJourneyError(journey.error, 'load').form}</p>
      </PageFrame>
    );
  }
  return <BookingForm journey={journey.data} />;
}

function BookingForm({ journey: j }: { journey: JourneyDetail }) {
  const { t, i18n } = useTranslation('travel');
  const { lang = 'en' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user } = useSession();
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  const [names, setNames] = useState<string[]>([user?.display_name || '']);
  const [error, setError] = useState<string | null>(null);
  const [alreadyBooked, setAlreadyBooked] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const book = useMutation({
    mutationFn: async ({ departureId, names: party }: { departureId: number; names: string[] }) => {
      const attempt = () =>
        journeyCalls.book(j.slug, {
          departure_id: departureId,
          travellers: party.length,
          traveller_names: party,
          idempotency_key: journeyBookingKey(j.slug, departureId, party),
        });
      const booking = await attempt();
      // The key answered an earlier attempt whose hold ran out (or that was cancelled): this is a new one.
      if (booking.status === 'expired' || booking.status === 'cancelled') {
        forgetJourneyBookingKey(j.slug, departureId, party);
        return attempt();
      }
      return booking;
    },
    onSuccess: () => refreshJourneyBookings(client, j.slug),
    onError: (err, { departureId, names: party }) => {
      if (!isPlacesConflict(err)) return;
      // The places went to someone else: a new attempt gets a new key, and the page shows what is left.
      forgetJourneyBookingKey(j.slug, departureId, party);
      refreshJourneyBookings(client, j.slug);
    },
  });
  // Still busy once booked, until checkout opens: the button never offers a second booking.
  const busy = book.isPending || book.isSuccess;

  // The choice shows at once (local state) and goes into the address, so a reload or the way back
  // from sign-in keeps it.
  const [chosenId, setChosenId] = useState(() => params.get('departure'));
  const departure = j.departures.find((d) => String(d.id) === chosenId && d.seats_left > 0) ?? null;
  const perBooking = Math.min(L.travellersMax, j.max_travellers_per_booking);
  const most = Math.min(perBooking, departure?.seats_left ?? L.travellersMax);
  // Fewer places than travellers (someone booked meanwhile): the party shrinks to what is left.
  const travellers = Math.min(names.length, most);
  const party = names.slice(0, travellers);
  const total = departure ? departure.price_minor * travellers : 0;
  const deposit = depositMinor(total, j.deposit_percent);
  const money = (minor: number) => formatMoney(minor, departure?.currency ?? j.currency, language);

  const choose = (departureId: number) => {
    setError(null);
    setChosenId(String(departureId));
    track('journey_selection', { journey: j.slug, departure: departureId });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('departure', String(departureId));
        return next;
      },
      { replace: true },
    );
  };

  const setCount = (count: number) => setNames((current) => Array.from({ length: count }, (_, i) => current[i] ?? ''));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!departure) {
      setError(t('book.choose_departure'));
      return;
    }
    const trimmed = party.map((n) => n.trim());
    const problems: Record<string, string> = {};
    trimmed.forEach((n, i) => {
      if (!n || n.length > L.nameMax) problems[`name-${i}`] = t('book.name_needed');
    });
    setFieldErrors(problems);
    if (Object.keys(problems).length) {
      setError(t('book.check_names'));
      return;
    }
    setError(null);
    setAlreadyBooked(false);
    book.mutate(
      { departureId: departure.id, names: trimmed },
      {
        onSuccess: (booking) => void navigate(`${localize(lang, paths.checkout())}?kind=journey&booking=${booking.id}`),
        onError: (err) => {
          const described = describeJourneyError(err, 'book');
          setError(described.form);
          setAlreadyBooked(isAlreadyBooked(err));
          setFieldErrors(described.fields);
        },
      },
    );
  }

  return (
    <PageFrame title={t('book.title', { title: j.title })} wide>
      <div className={styles.summaryBox}>
        <p className={styles.meta}>
          {j.region} · {t('card.days', { count: j.duration_days, days: formatNumber(j.duration_days, language) })} ·{' '}
          {j.organiser.display_name}
        </p>
        <Link to={localize(lang, paths.journey(j.slug))}>{t('book.about_journey')}</Link>
      </div>

      <form onSubmit={submit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend>{t('book.departure')}</legend>
          {j.departures.length === 0 ? <p className={styles.notice}>{t('departures.none')}</p> : null}
          <div className={styles.choices}>
            {j.departures.map((d) => (
              <div key={d.id} className={`${styles.choice} ${d.seats_left === 0 ? styles.choiceOff : ''}`}>
                <input
                  id={`${id}-departure-${d.id}`}
                  type="radio"
                  name={`${id}-departure`}
                  value={d.id}
                  checked={departure?.id === d.id}
                  disabled={d.seats_left === 0}
                  onChange={() => choose(d.id)}
                />
                {/* The label covers the whole card (CSS), so any part of it chooses the date. */}
                <label htmlFor={`${id}-departure-${d.id}`} className={styles.choiceText}>
                  <span className={styles.departureDates}>{formatDateRange(d.start_date, d.end_date, language)}</span>
                  <span className={styles.meta}>
                    <PlacesLeft left={d.seats_left} /> ·{' '}
                    {t('departures.per_traveller', { price: formatMoney(d.price_minor, d.currency, language) })}
                  </span>
                </label>
              </div>
            ))}
          </div>
          {fieldErrors.departure_id ? <p className={styles.fieldError}>{fieldErrors.departure_id}</p> : null}
        </fieldset>

        <fieldset className={styles.fieldset} disabled={!departure}>
          <legend>{t('book.travellers')}</legend>
          <div className={styles.countRow}>
            <label htmlFor={`${id}-count`}>{t('book.how_many')}</label>
            <select
              id={`${id}-count`}
              value={travellers}
              onChange={(event) => setCount(Number(event.target.value))}
              aria-describedby={`${id}-count-hint`}
            >
              {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {formatNumber(n, language)}
                </option>
              ))}
            </select>
            <p id={`${id}-count-hint`} className={styles.meta}>
              {/* When the organiser's cap per booking is what limits, say so: the departure has room. */}
              {(departure?.seats_left ?? 0) > perBooking
                ? t('book.per_booking_hint', { count: most, most: formatNumber(most, language) })
                : t('book.count_hint', { count: most, most: formatNumber(most, language) })}
            </p>
          </div>
          {fieldErrors.travellers ? <p className={styles.fieldError}>{fieldErrors.travellers}</p> : null}
          <div className={styles.formGrid}>
            {party.map((name, i) => (
              <TextField
                key={i}
                label={t('book.traveller_name', { number: formatNumber(i + 1, language) })}
                value={name}
                autoComplete={i === 0 ? 'name' : 'off'}
                maxLength={L.nameMax}
                required
                error={fieldErrors[`name-${i}`] ?? (i === 0 ? fieldErrors.traveller_names : undefined)}
                onChange={(event) => setNames((current) => current.map((n, k) => (k === i ? event.target.value : n)))}
              />
            ))}
          </div>
        </fieldset>

        <section className={styles.totals} aria-labelledby={`${id}-totals`}>
          <h2 id={`${id}-totals`}>{t('book.amounts')}</h2>
          {departure ? (
            <dl aria-live="polite">
              <div>
                <dt>{t('book.total')}</dt>
                <dd>
                  {money(total)}
                  <span className={styles.meta}>
                    {' '}
                    {t('book.total_of', {
                      count: travellers,
                      travellers: formatNumber(travellers, language),
                      price: money(departure.price_minor),
                    })}
                  </span>
                </dd>
              </div>
              <div>
                <dt>{t('book.deposit_now')}</dt>
                <dd className={styles.price}>{money(deposit)}</dd>
              </div>
              <div>
                <dt>{t('book.balance')}</dt>
                <dd>{money(total - deposit)}</dd>
              </div>
            </dl>
          ) : (
            <p className={styles.meta}>{t('book.choose_departure')}</p>
          )}
          <DepositWords percent={j.deposit_percent} />
          <p className={styles.meta}>{t('book.hold_note', { minutes: formatNumber(L.holdMinutes, language) })}</p>
        </section>

        {error ? (
          <FormMessage kind="error">
            {error}{' '}
            {alreadyBooked ? (
              <Link to={`${localize(lang, paths.myBookings())}?kind=journeys`}>{t('book.see_booking')}</Link>
            ) : null}
          </FormMessage>
        ) : null}
        <div className={styles.sticky}>
          <p aria-live="polite" className={styles.stickyText}>
            {departure
              ? t('book.chosen', { dates: formatDateRange(departure.start_date, departure.end_date, language) })
              : t('book.nothing_chosen')}
          </p>
          <button type="submit" className="button" disabled={!departure || busy} aria-busy={busy}>
            {busy ? t('book.reserving') : t('book.continue')}
          </button>
        </div>
      </form>
    </PageFrame>
  );
}
