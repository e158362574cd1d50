import { PAYMENT_ERROR_CODES } from '@sangam/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/http-client';
import { FormMessage, SubmitButton } from '../../../shared/ui/form';
import { Modal } from '../../../shared/ui/modal/modal';
import { PayBy } from '../../../shared/ui/pay-by';
import { toast } from '../../../shared/ui/toast/toast-store';
import { creatorCalls, type PayeeBookingKind } from '../api';
import { describeCreatorError } from '../messages';
import { useNow } from './use-now';
import styles from '../../../shared/ui/creator.module.css';

interface UnpaidBooking {
  kind: PayeeBookingKind;
  id: number;
  /** The booking's deadline to pay (null: none, or nothing owed). */
  payBy: string | null;
  /** Who booked, as the card names them. */
  name: string;
  /** What was booked, for the button's accessible name. */
  title: string;
}

/**
 * On a creator's booking card, for every kind: a booking paid directly and still unpaid shows its
 * "Payment due by …", and once that moment has passed, "Release unpaid booking", which asks first and then
 * cancels it as the creator would (its places go back, the person is told). `refresh` is the area's
 * own after-a-change (its lists, dashboard and public pages). Nothing when there is no deadline.
 */
export function ReleaseUnpaid({
  booking,
  now,
  refresh,
}: {
  booking: UnpaidBooking;
  /** The card's clock (ms) when its list keeps one; else the component's own, renewed every minute. */
  now?: number;
  refresh: (client: QueryClient) => void;
}) {
  const { t } = useTranslation('creator');
  const [asking, setAsking] = useState(false);
  // The deadline passes while the page is open: the button appears within the minute.
  const clock = useNow();
  if (!booking.payBy) return null;
  const passed = Date.parse(booking.payBy) <= (now ?? clock);
  return (
    <div className={styles.unpaid}>
      <PayBy payBy={booking.payBy} side="creator" className={styles.meta} />
      {passed ? (
        <button
          type="button"
          className="button button-secondary"
          aria-label={t('unpaid.release_named', { name: booking.name, title: booking.title })}
          onClick={() => setAsking(true)}
        >
          {t('unpaid.release')}
        </button>
      ) : null}
      {asking ? <ReleaseDialog booking={booking} refresh={refresh} onClose={() => setAsking(false)} /> : null}
    </div>
  );
}

function ReleaseDialog({
  booking,
  refresh,
  onClose,
}: {
  booking: UnpaidBooking;
  refresh: (client: QueryClient) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('creator');
  const client = useQueryClient();
  const release = useMutation({
    mutationFn: () => creatorCalls.releaseUnpaidBooking<unknown>(booking.kind, booking.id),
    onSuccess: () => {
      toast.success(t('unpaid.released', { name: booking.name }));
      refresh(client);
      onClose();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    release.mutate();
  }

  return (
    <Modal title={t('unpaid.title')} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p>{t('unpaid.text', { name: booking.name })}</p>
        {release.isError ? <FormMessage kind="error">{describeRelease(release.error, t)}</FormMessage> : null}
        <div className={styles.dialogActions}>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('unpaid.keep')}
          </button>
          <SubmitButton busy={release.isPending} busyLabel={t('unpaid.releasing')}>
            {t('unpaid.confirm')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}

/** The API's refusals of a release in the creator's words (the booking was paid meanwhile, say). */
function describeRelease(error: unknown, t: (key: 'unpaid.not_unpaid' | 'unpaid.not_yet') => string): string {
  if (error instanceof ApiError && error.code === PAYMENT_ERROR_CODES.notUnpaid) return t('unpaid.not_unpaid');
  if (error instanceof ApiError && error.code === PAYMENT_ERROR_CODES.deadlineNotPassed) return t('unpaid.not_yet');
  return describeCreatorError(error, 'action').form ?? '';
}
