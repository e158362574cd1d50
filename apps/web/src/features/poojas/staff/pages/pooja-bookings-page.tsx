import { isCalendarDate, POOJA_BOOKING_STATUSES, type PoojaBooking } from '@sangam/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFilterAddress } from '../../../../shared/lib/use-filter-address';
import { TextField } from '../../../../shared/ui/form';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { staffBookingsQuery, staffTemplesQuery } from '../api';
import { BookingsCount, BookingsList, FilterSelect } from '../../../creator';
import { StaffBookingCard } from '../components/staff-booking-card';
import { StaffOnly } from '../components/staff-only';
import { StatusDialog } from '../components/status-dialog';
import { describeStaffError } from '../messages';
import type { BookingAction } from '../status-step';
import styles from '../../../../shared/ui/creator.module.css';
import staff from '../temple-staff.module.css';

/** The filters, read from and written to the address, so a filtered list can be shared and reloaded. */
function useFilters() {
  const { params: search, change: set } = useFilterAddress();
  const id = (name: string) => (/^\d{1,9}$/.test(search.get(name) ?? '') ? Number(search.get(name)) : undefined);
  const statusParam = search.get('status') ?? '';
  const status = (POOJA_BOOKING_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as PoojaBooking['status'])
    : undefined;
  const dayParam = search.get('day') ?? '';
  const day = isCalendarDate(dayParam) ? dayParam : undefined;
  return { temple: id('temple'), pooja: id('pooja'), status, day, set };
}

function Filters() {
  const { t } = useTranslation(['temple-staff', 'poojas']);
  const { temple, pooja, status, day, set } = useFilters();
  const temples = useQuery(staffTemplesQuery());
  const all = temples.data?.results ?? [];
  // The poojas of the temple chosen, or of every temple (named with their temple) when none is.
  const poojas = all
    .filter((item) => temple === undefined || item.id === temple)
    .flatMap((item) =>
      item.poojas.map((p) => ({
        value: String(p.id),
        label: temple || all.length === 1 ? p.name : `${p.name} (${item.name})`,
      })),
    );
  return (
    <div className={styles.pair} role="group" aria-label={t('bookings.filters')}>
      <FilterSelect
        label={t('bookings.filter_temple')}
        allLabel={t('bookings.all_temples')}
        value={temple ? String(temple) : ''}
        // Another temple's pooja would show nothing: the pooja is let go with the temple.
        onChange={(value) => set({ temple: value, pooja: '' })}
        options={all.map((item) => ({ value: String(item.id), label: item.name }))}
      />
      <FilterSelect
        label={t('bookings.filter_pooja')}
        allLabel={t('bookings.all_poojas')}
        value={pooja ? String(pooja) : ''}
        onChange={(value) => set({ pooja: value })}
        options={poojas}
      />
      <FilterSelect
        label={t('bookings.filter_status')}
        allLabel={t('bookings.all_states')}
        value={status ?? ''}
        onChange={(value) => set({ status: value })}
        options={POOJA_BOOKING_STATUSES.map((s) => ({ value: s, label: t(`poojas:status.${s}`) }))}
      />
      <TextField
        label={t('bookings.filter_day')}
        type="date"
        value={day ?? ''}
        onChange={(event) => set({ day: event.target.value })}
      />
    </div>
  );
}

function Bookings() {
  const { t } = useTranslation(['temple-staff', 'common']);
  const { temple, pooja, status, day, set } = useFilters();
  const { lang = 'en' } = useParams();
  const list = useInfiniteQuery(staffBookingsQuery({ temple, pooja, status, day }, lang));
  const [open, setOpen] = useState<{ booking: PoojaBooking; action: BookingAction } | null>(null);
  const filtered = Boolean(temple || pooja || status || day);

  function done(booking: PoojaBooking, action: BookingAction) {
    setOpen(null);
    // The dialog's step has had the lists read again.
    toast.success(t(`status_dialog.${action}.done`, { name: booking.devotee_name }));
  }

  return (
    <div className={styles.sections}>
      <Filters />
      <BookingsList
        list={list}
        loadingLabel={t('common:loading')}
        describeError={(error) => describeStaffError(error, 'load').form}
        header={(count) => (
          <div className={staff.countBar}>
            <BookingsCount text={t('bookings.count', { count })} />
            {filtered ? (
              <button
                type="button"
                className="button-link"
                onClick={() => set({ temple: '', pooja: '', status: '', day: '' })}
              >
                {t('bookings.clear')}
              </button>
            ) : null}
          </div>
        )}
        empty={<p className={styles.empty}>{filtered ? t('bookings.none_filtered') : t('bookings.none')}</p>}
        renderBooking={(booking) => (
          <StaffBookingCard
            key={booking.id}
            booking={booking}
            onAction={(b, action) => setOpen({ booking: b, action })}
          />
        )}
      />
      {open ? (
        <StatusDialog booking={open.booking} action={open.action} onClose={() => setOpen(null)} onDone={done} />
      ) : null}
    </div>
  );
}

/** `creator/poojas/bookings` (Pooja Bookings): the poojas devotees booked at the staff's temples. */
export function Component() {
  const { t } = useTranslation('temple-staff');
  return (
    <PageFrame title={t('pages.creator_pooja_bookings', { ns: 'common' })} lead={t('bookings.lead')} wide>
      <StaffOnly>
        <Bookings />
      </StaffOnly>
    </PageFrame>
  );
}
