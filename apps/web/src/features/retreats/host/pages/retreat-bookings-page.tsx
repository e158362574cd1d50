import { RETREAT_BOOKING_STATUSES, type HostBooking } from '@sangam/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFilterAddress } from '../../../../shared/lib/use-filter-address';
import { FormMessage, SelectField } from '../../../../shared/ui/form';
import { LoadMore } from '../../../../shared/ui/load-more';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { TabList } from '../../../../shared/ui/tab-list';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { hostBookingsQuery, hostInquiriesQuery, hostRetreatsQuery, type HostBookingFilters } from '../api';
import { HostBookingCard, type StayAction } from '../components/host-booking-card';
import { HostOnly } from '../components/host-only';
import { InquiryCard } from '../components/inquiry-card';
import { CancelStayDialog, ConfirmStayDialog, RefundSentDialog, guestName } from '../components/stay-dialogs';
import { StayMessagesDialog } from '../components/stay-messages-dialog';
import { INQUIRIES_TAB } from '../host-paths';
import { describeHostError } from '../messages';
import { BookingsCount, BookingsList } from '../../../creator';
import styles from '../../../../shared/ui/creator.module.css';

type Tab = 'bookings' | typeof INQUIRIES_TAB;
const WHEN = ['upcoming', 'past'] as const;

/** The filters, read from and written to the address, so a filtered list can be shared and reloaded. */
function useFilters() {
  const { params: search, change } = useFilterAddress();
  const retreat = Number(search.get('retreat')) || undefined;
  const statusParam = search.get('status');
  const status = (RETREAT_BOOKING_STATUSES as readonly string[]).includes(statusParam ?? '')
    ? (statusParam as HostBooking['status'])
    : undefined;
  const whenParam = search.get('when');
  // Upcoming stays first by default: they are the ones to act on.
  const when: HostBookingFilters['when'] = whenParam === 'all' ? undefined : whenParam === 'past' ? 'past' : 'upcoming';
  const tab: Tab = search.get('tab') === INQUIRIES_TAB ? INQUIRIES_TAB : 'bookings';
  const set = (name: string, value: string) => change({ [name]: value });
  return { retreat, status, when, tab, set, whenParam: whenParam ?? 'upcoming' };
}

function RetreatFilter({ value, onChange }: { value: number | undefined; onChange: (value: string) => void }) {
  const { t } = useTranslation('retreat-host');
  const retreats = useQuery(hostRetreatsQuery());
  return (
    <SelectField
      label={t('bookings.filter_retreat')}
      value={value ? String(value) : ''}
      onChange={onChange}
      options={(retreats.data?.results ?? []).map((r) => ({ value: String(r.id), label: r.title }))}
    />
  );
}

function Bookings() {
  const { t } = useTranslation(['retreat-host', 'common']);
  const { retreat, status, when, whenParam, set } = useFilters();
  const filters: HostBookingFilters = { retreat, status, when };
  const { lang = 'en' } = useParams();
  const list = useInfiniteQuery(hostBookingsQuery(filters, lang));
  const [open, setOpen] = useState<{ booking: HostBooking; action: StayAction } | null>(null);
  const close = () => setOpen(null);
  // Each dialog's step refreshes the lists itself (its mutation); here the dialog closes and says it.
  const done = (message: string) => {
    setOpen(null);
    toast.success(message);
  };

  return (
    <div className={styles.sections}>
      <div className={styles.pair} role="group" aria-label={t('bookings.filters')}>
        <RetreatFilter value={retreat} onChange={(v) => set('retreat', v)} />
        <SelectField
          label={t('bookings.filter_status')}
          value={status ?? ''}
          onChange={(v) => set('status', v)}
          options={RETREAT_BOOKING_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <SelectField
          label={t('bookings.filter_when')}
          value={whenParam}
          onChange={(v) => set('when', v || 'all')}
          options={[...WHEN, 'all' as const].map((w) => ({ value: w, label: t(`bookings.when_${w}`) }))}
        />
      </div>
      <BookingsList
        list={list}
        loadingLabel={t('common:loading')}
        describeError={(error) => describeHostError(error, 'load').form}
        header={(count) => <BookingsCount text={t('bookings.count', { count })} />}
        empty={<p className={styles.empty}>{when === 'past' ? t('bookings.none_past') : t('bookings.none')}</p>}
        renderBooking={(booking) => (
          <HostBookingCard
            key={booking.id}
            booking={booking}
            onAction={(b, action) => setOpen({ booking: b, action })}
          />
        )}
      />
      {open?.action === 'confirm' ? (
        <ConfirmStayDialog booking={open.booking} onClose={close} onDone={() => done(t('bookings.confirmed_toast'))} />
      ) : null}
      {open?.action === 'cancel' ? (
        <CancelStayDialog booking={open.booking} onClose={close} onDone={() => done(t('bookings.cancelled_toast'))} />
      ) : null}
      {open?.action === 'refund' ? (
        <RefundSentDialog
          booking={open.booking}
          onClose={close}
          onDone={(b) => done(t('bookings.refund_toast', { name: guestName(b) }))}
        />
      ) : null}
      {open?.action === 'messages' ? <StayMessagesDialog booking={open.booking} onClose={close} /> : null}
    </div>
  );
}

function Inquiries() {
  const { t } = useTranslation(['retreat-host', 'common']);
  const { retreat, set } = useFilters();
  const list = useInfiniteQuery(hostInquiriesQuery({ retreat }));
  const inquiries = list.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <div className={styles.sections}>
      <p className={styles.hint}>{t('inquiries.lead')}</p>
      <div className={styles.pair}>
        <RetreatFilter value={retreat} onChange={(v) => set('retreat', v)} />
      </div>
      {list.isPending ? <Skeleton lines={5} label={t('common:loading')} /> : null}
      {list.isError ? <FormMessage kind="error">{describeHostError(list.error, 'load').form}</FormMessage> : null}
      {list.data && inquiries.length === 0 ? <p className={styles.empty}>{t('inquiries.none')}</p> : null}
      {inquiries.length ? (
        <ul className={styles.grid}>
          {inquiries.map((inquiry) => (
            <InquiryCard key={inquiry.id} inquiry={inquiry} />
          ))}
        </ul>
      ) : null}
      <LoadMore list={list} />
    </div>
  );
}

function BookingTabs() {
  const { t } = useTranslation('retreat-host');
  const { tab, set } = useFilters();
  const panelId = useId();
  return (
    <>
      <TabList
        tabs={[
          { id: 'bookings', label: t('bookings.tab') },
          { id: INQUIRIES_TAB, label: t('inquiries.tab') },
        ]}
        current={tab}
        onChange={(next) => set('tab', next === INQUIRIES_TAB ? INQUIRIES_TAB : '')}
        label={t('bookings.tabs')}
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${tab}`}>
        {tab === INQUIRIES_TAB ? <Inquiries /> : <Bookings />}
      </div>
    </>
  );
}

/** `creator/retreats/bookings` (Retreat Bookings): stays booked at the host's retreats, and inquiries. */
export function Component() {
  const { t } = useTranslation('retreat-host');
  return (
    <PageFrame title={t('pages.creator_retreat_bookings', { ns: 'common' })} lead={t('bookings.lead')} wide>
      <HostOnly>
        <BookingTabs />
      </HostOnly>
    </PageFrame>
  );
}
