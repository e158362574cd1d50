import { RETREAT_LIMITS, type RetreatAvailability, type RetreatDetail, addDays, daysBetween } from '@sangam/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { localize, paths } from '../../../shared/lib/paths';
import { track } from '../../../shared/tracking';
import { FormMessage, TextAreaField } from '../../../shared/ui/form';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { availabilityQuery, refreshRetreatBookings, retreatCalls, retreatQuery } from '../api';
import { forgetRetreatBookingKey, retreatBookingKey, type StayChoice } from '../booking-key';
import { formatDate, formatDateRange, formatMoney, todayIn } from '../format';
import { isAlreadyBooked, isFull, retreatFailure } from '../messages';
import { GuestsStepper } from '../components/guests-stepper';
import { RetreatNotFound } from '../components/not-found';
import { DepositNote, PolicyList } from '../components/policy';
import { StayTotals } from '../components/stay-totals';
import { FullTargets } from '../../waitlists';
import styles from '../components/retreats.module.css';

/** The widest stay whose nights one availability request can check (the API's range limit). */
const CHECKABLE_NIGHTS = RETREAT_LIMITS.availabilityRangeMaxDays;

/**
 * retreats/{slug}/book (signed in): a package, a departure (or a first night and a number of nights
 * inside a flexible window, checked against the places left), the guests (never more than the places
 * left) and a note for the host; the total, the deposit due now and the rest due at the retreat;
 * then the stay is held and checkout opens. A stay taken meanwhile (409) says so and reads the places
 * again.
 */
export function Component() {
  const { t } = useTranslation('retreats');
  const { slug = '', lang = 'en' } = useParams();
  const retreat = useQuery(retreatQuery(slug, lang));
  if (retreat.isPending) return <Skeleton lines={8} label={t('loading', { ns: 'common' })} />;
  if (retreat.isError) {
    if (retreat.error instanceof ApiError && retreat.error.status === 404) return <RetreatNotFound />;
    return (
      <PageFrame title={t('pages.book_retreat', { ns: 'common' })}>
        <p role="alert">{retreatFailure(retreat.error, 'load')}</p>
      </PageFrame>
    );
  }
  return <BookingForm retreat={retreat.data} />;
}

/** Places left per package for the nights [start, end), from an availability answer; 0 when a night is shut. */
function placesFor(availability: RetreatAvailability | undefined, start: string, end: string) {
  const left = new Map<number, number>();
  if (!availability) return left;
  const nights = daysBetween(start, end);
  for (const pkg of availability.packages) {
    const stay = pkg.nights.filter((n) => n.night >= start && n.night < end);
    const open = stay.length === nights && stay.every((n) => n.offered && !n.closed);
    left.set(pkg.id, open ? Math.min(...stay.map((n) => n.guests_left)) : 0);
  }
  return left;
}

function BookingForm({ retreat: r }: { retreat: RetreatDetail }) {
  const { t, i18n } = useTranslation('retreats');
  const { t: tw } = useTranslation('waitlists');
  const { lang = 'en' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  const money = (minor: number) => formatMoney(minor, r.currency, language);
  const flexible = r.date_mode === 'flexible';

  // ---- Dates: a departure, or a first night and nights inside the window.
  const tomorrow = addDays(todayIn(r.time_zone), 1);
  const firstStart = r.next_start ?? r.available_from ?? tomorrow;
  const lastStart = r.available_until ? addDays(r.available_until, -r.min_nights) : firstStart;
  const asked = params.get('start');
  const openDeparture = r.departures.find((d) => d.packages.some((p) => p.guests_left > 0));
  const [start, setStart] = useState(
    flexible
      ? asked && asked >= firstStart && asked <= lastStart
        ? asked
        : firstStart
      : ((r.departures.find((d) => d.start === asked) ?? openDeparture ?? r.departures[0])?.start ?? ''),
  );
  const [nights, setNights] = useState(r.min_nights);
  const departure = flexible ? null : (r.departures.find((d) => d.start === start) ?? null);
  const validStart = flexible
    ? /^\d{4}-\d{2}-\d{2}$/.test(start) && start >= firstStart && start <= lastStart
    : departure !== null;
  const maxNights =
    flexible && validStart && r.available_until
      ? Math.min(r.max_nights, daysBetween(start, r.available_until))
      : r.max_nights;
  const stayNights = flexible ? Math.min(Math.max(nights, r.min_nights), maxNights) : (departure?.nights ?? 0);
  const end = flexible ? (validStart ? addDays(start, stayNights) : '') : (departure?.end ?? '');

  const checkable = flexible && validStart && stayNights <= CHECKABLE_NIGHTS;
  const availability = useQuery({
    ...availabilityQuery(r.slug, start, checkable ? addDays(end, -1) : start),
    enabled: checkable,
  });
  const flexibleLeft = placesFor(availability.data, start, end);
  const placesLeft = (packageId: number): number | null => {
    if (!validStart) return null;
    if (departure) return departure.packages.find((p) => p.package_id === packageId)?.guests_left ?? 0;
    if (!checkable) return null;
    return availability.data ? (flexibleLeft.get(packageId) ?? 0) : null;
  };

  // ---- Package and guests.
  const [packageId, setPackageId] = useState<number | null>(
    () => (r.packages.find((p) => (placesLeft(p.id) ?? 1) > 0) ?? r.packages[0])?.id ?? null,
  );
  const pkg = r.packages.find((p) => p.id === packageId) ?? null;
  const left = pkg ? placesLeft(pkg.id) : null;
  const maxGuests = Math.min(left ?? RETREAT_LIMITS.guestsMax, RETREAT_LIMITS.guestsMax, r.max_guests_per_booking);
  const [wanted, setWanted] = useState(1);
  const guests = Math.max(1, Math.min(wanted, Math.max(maxGuests, 1)));
  const [note, setNote] = useState('');

  // Holding the stay: its refusal is what the page says under the form, until the guest changes a choice.
  const hold = useMutation({
    mutationFn: async ({ choice, note }: { choice: StayChoice; note: string }) => {
      const attempt = () =>
        retreatCalls.book(choice.slug, {
          package_id: choice.packageId,
          start_date: choice.start,
          end_date: choice.end,
          guests: choice.guests,
          note,
          idempotency_key: retreatBookingKey(choice),
        });
      let booking = await attempt();
      // The key answered an earlier attempt whose hold ran out (or that was cancelled): this is a new one.
      if (booking.status === 'expired' || booking.status === 'cancelled') {
        forgetRetreatBookingKey(choice);
        booking = await attempt();
      }
      return booking;
    },
    onSuccess: (booking) => {
      refreshRetreatBookings(client, r.slug);
      navigate(`${localize(lang, paths.checkout())}?kind=retreat&booking=${booking.id}`);
    },
    onError: (err, { choice }) => {
      if (!isFull(err)) return;
      // Someone took the places meanwhile: a new attempt gets a new key, and the places are read again.
      forgetRetreatBookingKey(choice);
      refreshRetreatBookings(client, r.slug);
      void availability.refetch();
    },
  });
  const busy = hold.isPending;
  const error = hold.error ? retreatFailure(hold.error, 'book') : null;
  const alreadyBooked = hold.error ? isAlreadyBooked(hold.error) : false;
  // A changed choice takes the refusal away (a hold under way goes on).
  const clearError = () => {
    if (hold.isError) hold.reset();
  };

  // A selection is a choice of dates and package: recorded once it settles on something bookable.
  useEffect(() => {
    if (validStart && packageId !== null)
      track('retreat_selection', { retreat: r.slug, package: packageId, start, nights: stayNights });
  }, [r.slug, validStart, packageId, start, stayNights]);

  const total = pkg ? pkg.price_minor * guests * (flexible ? stayNights : 1) : 0;
  const canBook = pkg !== null && validStart && left !== null && left >= guests && left > 0 && !busy;

  function submit(event: FormEvent) {
    event.preventDefault();
    clearError();
    if (!pkg || !canBook) return;
    hold.mutate({ choice: { slug: r.slug, packageId: pkg.id, start, end, guests }, note: note.trim() });
  }

  // A first night outside the window is said at once, next to the field.
  const dateError =
    flexible && !validStart
      ? t('book.start_window', { from: formatDate(firstStart, language), to: formatDate(lastStart, language) })
      : null;
  const nightOptions = Array.from({ length: Math.max(0, maxNights - r.min_nights + 1) }, (_, i) => r.min_nights + i);
  const checking = checkable && availability.isPending;

  return (
    <PageFrame title={t('book.title', { title: r.title })} wide>
      <div className={styles.summary}>
        <p className={styles.meta}>
          {t('card.place', { place: r.place, country: r.country })} · {r.host.display_name}
        </p>
        <Link to={localize(lang, paths.retreat(r.slug))}>{t('book.about')}</Link>
      </div>
      <form noValidate onSubmit={submit}>
        {flexible ? (
          <fieldset className={styles.choices}>
            <legend>{t('book.dates')}</legend>
            <p className={styles.hint}>
              {t('book.window', {
                range: formatDateRange(firstStart, r.available_until ?? firstStart, language),
                min: r.min_nights,
                max: r.max_nights,
              })}
            </p>
            <div className={styles.fieldRow}>
              <div className={styles.field}>
                <label htmlFor={`${id}-start`}>{t('book.first_night')}</label>
                <input
                  id={`${id}-start`}
                  type="date"
                  value={start}
                  min={firstStart}
                  max={lastStart}
                  aria-invalid={dateError ? true : undefined}
                  aria-describedby={dateError ? `${id}-start-error` : undefined}
                  onChange={(event) => {
                    setStart(event.target.value);
                    clearError();
                  }}
                />
                {dateError ? (
                  <p id={`${id}-start-error`} className={styles.fieldError}>
                    {dateError}
                  </p>
                ) : null}
              </div>
              <div className={styles.field}>
                <label htmlFor={`${id}-nights`}>{t('book.nights')}</label>
                <select
                  id={`${id}-nights`}
                  value={stayNights}
                  disabled={!validStart}
                  onChange={(event) => {
                    setNights(Number(event.target.value));
                    clearError();
                  }}
                >
                  {nightOptions.map((n) => (
                    <option key={n} value={n}>
                      {t('nights', { count: n })}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {validStart ? (
              <p aria-live="polite">
                {t('book.stay', { range: formatDateRange(start, end, language), count: stayNights })}
              </p>
            ) : null}
          </fieldset>
        ) : (
          <fieldset className={styles.choices}>
            <legend>{t('book.departure')}</legend>
            {r.departures.length === 0 ? <p className={styles.notice}>{t('detail.no_dates')}</p> : null}
            {r.departures.map((d) => {
              const room = d.packages.reduce((sum, p) => sum + p.guests_left, 0);
              return (
                <label key={d.start} className={styles.choice}>
                  <input
                    type="radio"
                    name={`${id}-departure`}
                    value={d.start}
                    checked={start === d.start}
                    onChange={() => {
                      setStart(d.start);
                      clearError();
                    }}
                  />
                  <span className={`${styles.choiceText} ${styles.strong}`}>
                    {formatDateRange(d.start, d.end, language)}
                    <span className={styles.meta}>
                      {t('nights', { count: d.nights })} ·{' '}
                      {room === 0 ? t('detail.full') : t('book.departure_places', { count: room })}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
        )}

        <fieldset className={styles.choices}>
          <legend>{t('book.package')}</legend>
          {r.packages.map((p) => {
            const room = placesLeft(p.id);
            return (
              <label key={p.id} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-package`}
                  value={p.id}
                  checked={packageId === p.id}
                  disabled={room === 0}
                  onChange={() => {
                    setPackageId(p.id);
                    clearError();
                  }}
                />
                <span className={styles.choiceText}>
                  <span className={styles.choiceTitle}>
                    <span>{p.name}</span>
                    <span className={styles.price}>
                      {flexible
                        ? t('price_per_night', { price: money(p.price_minor) })
                        : t('price_per_person', { price: money(p.price_minor) })}
                    </span>
                  </span>
                  {p.description ? <span>{p.description}</span> : null}
                  <span className={room === 0 ? styles.soldOut : styles.meta}>
                    {room === null
                      ? checking
                        ? t('book.checking')
                        : t('detail.capacity', { count: p.capacity })
                      : room === 0
                        ? t('book.package_full')
                        : t('detail.left', { count: room })}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>

        {validStart ? (
          <FullTargets
            kind="retreat"
            intro={tw('full_packages')}
            maxSeats={r.max_guests_per_booking}
            items={r.packages
              .filter((p) => placesLeft(p.id) === 0)
              .map((p) => ({
                key: `${p.id}/${start}/${end}`,
                label: `${p.name}, ${formatDateRange(start, end, language)}`,
                target: { retreat: r.slug, package_id: p.id, start_date: start, end_date: end },
              }))}
          />
        ) : null}

        {availability.isError ? <p role="alert">{retreatFailure(availability.error, 'load')}</p> : null}

        <GuestsStepper
          value={guests}
          max={left ?? RETREAT_LIMITS.guestsMax}
          perBooking={r.max_guests_per_booking}
          onChange={(value) => {
            setWanted(value);
            clearError();
          }}
        />

        <TextAreaField
          label={t('book.note')}
          hint={t('book.note_hint')}
          value={note}
          maxLength={RETREAT_LIMITS.noteMax}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
        />

        <section className={styles.summary} aria-labelledby={`${id}-price`}>
          <h2 id={`${id}-price`}>{t('book.price')}</h2>
          {pkg && validStart ? (
            <StayTotals
              totalMinor={total}
              depositPercent={r.deposit_percent}
              currency={r.currency}
              breakdown={
                flexible
                  ? t('book.breakdown_nights', {
                      price: money(pkg.price_minor),
                      nights: t('nights', { count: stayNights }),
                      count: guests,
                    })
                  : t('book.breakdown', { price: money(pkg.price_minor), count: guests })
              }
            />
          ) : (
            <p className={styles.meta}>{t('book.choose_first')}</p>
          )}
          <DepositNote percent={r.deposit_percent} />
          <h3>{t('detail.policy')}</h3>
          <p className={styles.hint}>{t('policy.intro')}</p>
          <PolicyList policy={r.cancellation_policy} />
        </section>

        {error ? (
          <FormMessage kind="error">
            {error}{' '}
            {alreadyBooked ? (
              <Link to={`${localize(lang, paths.myBookings())}?kind=retreats`}>{t('errors.see_booking')}</Link>
            ) : null}
          </FormMessage>
        ) : null}
        <div className={styles.sticky}>
          <p aria-live="polite" className={styles.meta}>
            {pkg && validStart
              ? t('book.chosen', {
                  package: pkg.name,
                  range: formatDateRange(start, end, language),
                  count: guests,
                })
              : t('book.choose_first')}
          </p>
          <button type="submit" className="button" disabled={!canBook} aria-busy={busy}>
            {busy ? t('book.holding') : t('book.continue')}
          </button>
        </div>
      </form>
    </PageFrame>
  );
}
