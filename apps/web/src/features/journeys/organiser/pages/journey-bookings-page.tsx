import { JOURNEY_BOOKING_STATUSES, type JourneyBooking } from '@sangam/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { organiserBookingsQuery } from '../api';
import { CancelBookingDialog, MarkPaidDialog, RefundSentDialog } from '../components/booking-dialogs';
import { JourneyFilter, useListFilters } from '../components/journey-filter';
import { BookingsCount, BookingsList, FilterSelect } from '../../../creator';
import { OrganiserBookingCard, travellerName, type BookingAction } from '../components/organiser-booking-card';
import { OrganiserOnly } from '../components/organiser-only';
import { describeOrganiserError } from '../messages';
import styles from '../../../../shared/ui/creator.module.css';
import organiser from '../journey-organiser.module.css';

function Bookings() {
  const { t } = useTranslation(['journey-organiser', 'common']);
  const { journey, search, set } = useListFilters();
  const statusParam = search.get('status') ?? '';
  const status = (JOURNEY_BOOKING_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as JourneyBooking['status'])
    : undefined;
  const list = useInfiniteQuery(organiserBookingsQuery({ journey, status }));
  const [open, setOpen] = useState<{ booking: JourneyBooking; action: BookingAction } | null>(null);
  const close = () => setOpen(null);
  // The dialog's mutation has refreshed the lists already.
  const done = (message: string) => {
    setOpen(null);
    toast.success(message);
  };
  const filtered = journey !== undefined || status !== undefined;

  return (
    <div className={styles.sections}>
      <div className={organiser.filters} role="group" aria-label={t('bookings.filters')}>
        <JourneyFilter value={journey} onChange={(v) => set('journey', v)} />
        <FilterSelect
          label={t('bookings.filter_status')}
          allLabel={t('bookings.all_statuses')}
          value={status ?? ''}
          onChange={(v) => set('status', v)}
          options={JOURNEY_BOOKING_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </div>
      <BookingsList
        list={list}
        loadingLabel={t('common:loading')}
        describeError={(error) => describeOrganiserError(error, 'load').form}
        header={(count) => <BookingsCount text={t('bookings.count', { count })} />}
        empty={
          <div className={styles.empty}>
            <p>{filtered ? t('bookings.none_filtered') : t('bookings.none')}</p>
          </div>
        }
        renderBooking={(booking) => (
          <OrganiserBookingCard
            key={booking.id}
            booking={booking}
            onAction={(b, action) => setOpen({ booking: b, action })}
          />
        )}
      />
      {open?.action === 'paid' ? (
        <MarkPaidDialog
          booking={open.booking}
          onClose={close}
          onDone={(b) => done(t('bookings.paid_toast', { name: travellerName(b) }))}
        />
      ) : null}
      {open?.action === 'refund' ? (
        <RefundSentDialog
          booking={open.booking}
          onClose={close}
          onDone={(b) => done(t('bookings.refund_toast', { name: travellerName(b) }))}
        />
      ) : null}
      {open?.action === 'cancel' ? (
        <CancelBookingDialog
          booking={open.booking}
          onClose={close}
          onDone={(b) => done(t('bookings.cancelled_toast', { name: travellerName(b) }))}
        />
      ) : null}
    </div>
  );
}

/** `creator/journeys/bookings` (Journey Bookings): the places booked on the organiser's journeys. */
export function Component() {
  const { t } = useTranslation('journey-organiser');
  return (
    <PageFrame title={t('pages.creator_journey_bookings', { ns: 'common' })} lead={t('bookings.lead')} wide>
      <OrganiserOnly>
        <Bookings />
      </OrganiserOnly>
    </PageFrame>
  );
}
