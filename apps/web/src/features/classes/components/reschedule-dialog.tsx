import type { Slot } from '@sangam/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../shared/ui/form';
import { Modal } from '../../../shared/ui/modal/modal';
import { toast } from '../../../shared/ui/toast/toast-store';
import { bookingCalls, classQuery, refreshBookings, type LearnerBooking } from '../api';
import { formatDateTime } from '../format';
import { bookingFailure } from '../messages';
import { SlotPicker } from './slot-picker';
import styles from './classes.module.css';

/** Move a booking to another open time of the same class; the old seat is given back at once. */
export function RescheduleDialog({
  booking,
  zone,
  onClose,
}: {
  booking: LearnerBooking;
  zone: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('classes');
  const client = useQueryClient();
  const language = i18n.resolvedLanguage ?? 'en';
  // Seats left are shown for a group class: the class says whether it is one.
  const capacity = useQuery(classQuery(booking.class, language)).data?.capacity ?? 1;
  const [slot, setSlot] = useState<Slot | null>(null);
  const move = useMutation({
    mutationFn: (start: string) => bookingCalls.reschedule(booking.id, start),
    onSuccess: (_, start) => {
      toast.success(t('booking.rescheduled', { time: formatDateTime(start, language, zone) }));
      onClose();
    },
    // Moved or refused (the time was just taken), the bookings and open times are read again.
    onSettled: () => refreshBookings(client, booking.class),
  });
  const busy = move.isPending;
  const error = move.isError ? bookingFailure(move.error, 'reschedule') : null;

  return (
    <Modal title={t('booking.reschedule_title', { title: booking.class_title })} onClose={onClose} size="large">
      <p className={styles.meta}>{t('booking.currently', { time: formatDateTime(booking.start, language, zone) })}</p>
      <SlotPicker
        slug={booking.class}
        zone={zone}
        capacity={capacity}
        selected={slot?.start ?? null}
        onSelect={setSlot}
      />
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          disabled={!slot || busy}
          aria-busy={busy}
          onClick={() => slot && move.mutate(slot.start)}
        >
          {busy ? t('booking.moving') : t('booking.move')}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('booking.keep')}
        </button>
      </div>
    </Modal>
  );
}
