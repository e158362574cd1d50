import type { Slot } from '@sangam/contracts';
import { BOOKING_ERROR_CODES } from '@sangam/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { localize, paths } from '../../../shared/lib/paths';
import { isAuthenticated, useSession } from '../../../shared/session/session-store';
import { track } from '../../../shared/tracking';
import { FormMessage } from '../../../shared/ui/form';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { bookingCalls, classQuery, refreshBookings } from '../api';
import { bookingKey, forgetBookingKey } from '../booking-key';
import { formatDateTime, formatDuration } from '../format';
import { bookingFailure } from '../messages';
import { ClassNotFound } from '../components/not-found';
import { Price } from '../components/price';
import { SlotPicker } from '../components/slot-picker';
import { ZonePicker } from '../components/zone-picker';
import { useVisitorZone } from '../visitor-zone';
import styles from '../components/classes.module.css';

/**
 * book/{slug}: pick one of the class's open times (in the visitor's zone), then Continue: the seat is
 * taken (held for payment, or confirmed when free) and checkout opens. Guests sign in first and come
 * back to the same choice.
 */
export function Component() {
  const { t, i18n } = useTranslation('classes');
  const { lang = 'en', slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  const [zone, setZone] = useVisitorZone();
  const cls = useQuery(classQuery(slug, lang));
  const reserve = useMutation({
    mutationFn: ({ classSlug, start }: { classSlug: string; start: string }) =>
      bookingCalls.create({ class: classSlug, start, idempotency_key: bookingKey(classSlug, start) }),
    onSuccess: (booking, { classSlug }) => {
      refreshBookings(client, classSlug);
      navigate(`${localize(lang, paths.checkout())}?booking=${booking.id}`);
    },
    onError: (err, { classSlug, start }) => {
      // The time was taken meanwhile: another try at it is a new attempt, and the open times are read again.
      if (
        err instanceof ApiError &&
        (err.code === BOOKING_ERROR_CODES.slotTaken || err.code === BOOKING_ERROR_CODES.notAnOpenSlot)
      ) {
        forgetBookingKey(classSlug, start);
        refreshBookings(client, classSlug);
      }
    },
  });
  // Once the seat is taken the button stays busy until checkout has opened.
  const busy = reserve.isPending || reserve.isSuccess;
  const error = reserve.isError ? bookingFailure(reserve.error, 'book') : null;
  const selected = params.get('start');
  const language = i18n.resolvedLanguage ?? 'en';

  if (cls.isPending) return <Skeleton lines={6} label={t('loading', { ns: 'common' })} />;
  if (cls.isError) {
    if (cls.error instanceof ApiError && cls.error.status === 404) return <ClassNotFound what="class" />;
    return (
      <PageFrame title={t('pages.book', { ns: 'common' })}>
        <p role="alert">{bookingFailure(cls.error, 'load')}</p>
      </PageFrame>
    );
  }
  const c = cls.data;

  const choose = (slot: Slot) => {
    // A new choice clears the last refusal; a booking on its way is left to finish.
    if (reserve.isError) reserve.reset();
    track('class_selection', { class: c.slug, start: slot.start });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('start', slot.start);
        return next;
      },
      { replace: true },
    );
  };

  function book() {
    if (!selected) return;
    if (!isAuthenticated(session)) {
      navigate(localize(lang, paths.login(`${location.pathname}${location.search}`)));
      return;
    }
    reserve.mutate({ classSlug: c.slug, start: selected });
  }

  return (
    <PageFrame title={t('book.title', { title: c.title })} wide>
      <div className={styles.summary}>
        <p className={styles.meta}>
          {t('card.by', { name: c.tutor.display_name })} · {formatDuration(c.duration_minutes, language)} ·{' '}
          <Price minor={c.price_minor} currency={c.currency} />
        </p>
        <Link to={localize(lang, paths.classDetail(c.slug))}>{t('book.about_class')}</Link>
      </div>
      <h2>{t('book.pick_time')}</h2>
      <ZonePicker zone={zone} onChange={setZone} />
      <SlotPicker slug={c.slug} zone={zone} capacity={c.capacity} selected={selected} onSelect={choose} waitlist />
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <div className={styles.sticky}>
        <p aria-live="polite">
          {selected ? t('book.chosen', { time: formatDateTime(selected, language, zone) }) : t('book.nothing_chosen')}
        </p>
        <button type="button" className="button" disabled={!selected || busy} aria-busy={busy} onClick={book}>
          {busy ? t('book.reserving') : isAuthenticated(session) ? t('book.continue') : t('book.sign_in_to_continue')}
        </button>
      </div>
    </PageFrame>
  );
}
