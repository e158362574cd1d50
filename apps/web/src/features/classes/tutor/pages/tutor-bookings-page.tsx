import type { Booking } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormMessage } from '../../../../shared/ui/form';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { describeCreatorError, useNow } from '../../../creator';
import { tutorBookingsQuery, tutorProfileQuery } from '../api';
import { CancelBookingDialog } from '../components/cancel-booking-dialog';
import { ProposeTimeDialog } from '../components/propose-time-dialog';
import { RefundSentDialog } from '../components/refund-sent-dialog';
import { TutorBookingCard } from '../components/tutor-booking-card';
import { TutorOnly } from '../components/tutor-only';
import styles from '../../../../shared/ui/creator.module.css';
import { browserZone, zoneName } from '../../../../shared/lib/time-zones';

const learnerName = (booking: Booking) => booking.learner.display_name || booking.learner.username;

function BookingLists() {
  const { t, i18n } = useTranslation(['creator', 'common']);
  const { lang = 'en' } = useParams();
  const bookings = useQuery(tutorBookingsQuery(lang));
  const timeZone = useQuery(tutorProfileQuery()).data?.time_zone ?? browserZone();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [refunding, setRefunding] = useState<Booking | null>(null);
  const [proposing, setProposing] = useState<Booking | null>(null);
  const now = useNow();

  if (bookings.isPending) return <Skeleton lines={6} label={t('common:loading')} />;
  if (bookings.isError)
    return (
      <FormMessage kind="error">
        {describeCreatorError(bookings.error, 'load').form ?? t('bookings.load_failed')}
      </FormMessage>
    );

  // A class still running belongs to the upcoming ones: it can be marked attended there.
  const upcoming = bookings.data.results
    .filter((b) => new Date(b.end).getTime() > now)
    .sort((a, b) => a.start.localeCompare(b.start));
  const past = bookings.data.results
    .filter((b) => new Date(b.end).getTime() <= now)
    .sort((a, b) => b.start.localeCompare(a.start));
  const list = (items: Booking[], empty: string) =>
    items.length ? (
      <ul className={styles.grid}>
        {items.map((booking) => (
          <TutorBookingCard
            key={booking.id}
            booking={booking}
            timeZone={timeZone}
            now={now}
            onCancel={setCancelling}
            onRefundSent={setRefunding}
            onPropose={setProposing}
          />
        ))}
      </ul>
    ) : (
      <p className={styles.empty}>{empty}</p>
    );

  return (
    <div className={styles.sections}>
      <p className={styles.meta}>
        {t('bookings.times_in', { zone: zoneName(timeZone, i18n.resolvedLanguage ?? 'en') })}
      </p>
      <section aria-labelledby="bookings-upcoming">
        <h2 id="bookings-upcoming">{t('bookings.upcoming')}</h2>
        {list(upcoming, t('bookings.none_upcoming'))}
      </section>
      <section aria-labelledby="bookings-past">
        <h2 id="bookings-past">{t('bookings.past')}</h2>
        {list(past, t('bookings.none_past'))}
      </section>
      {cancelling ? (
        <CancelBookingDialog
          booking={cancelling}
          learner={learnerName(cancelling)}
          onClose={() => setCancelling(null)}
          onCancelled={() => {
            setCancelling(null);
            toast.success(t('bookings.cancelled'));
          }}
        />
      ) : null}
      {proposing ? (
        <ProposeTimeDialog
          booking={proposing}
          learner={learnerName(proposing)}
          timeZone={timeZone}
          onClose={() => setProposing(null)}
        />
      ) : null}
      {refunding ? (
        <RefundSentDialog
          booking={refunding}
          learner={learnerName(refunding)}
          onClose={() => setRefunding(null)}
          onDone={() => {
            toast.success(t('bookings.refund_toast', { name: learnerName(refunding) }));
            setRefunding(null);
          }}
        />
      ) : null}
    </div>
  );
}

/** `creator/bookings` (Class Bookings): upcoming and past bookings of the tutor's classes. */
export function Component() {
  const { t } = useTranslation('creator');
  return (
    <PageFrame title={t('pages.creator_bookings', { ns: 'common' })} lead={t('bookings.lead')} wide>
      <TutorOnly>
        <BookingLists />
      </TutorOnly>
    </PageFrame>
  );
}
