import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../shared/ui/form';

/** A number input's value, change and message, as `bindFields(…).text(field)` gives them. */
interface NumberBinding {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
}

/**
 * The deposit a booking pays when made (a percent of the price) and how many people one booking
 * may bring, as a retreat and a journey ask them. Each area passes its namespace (which holds the
 * same `form.deposit…` and `form.per_booking…` keys), the two fields, and its limits per booking.
 */
export function DepositFields({
  namespace,
  deposit,
  perBooking,
}: {
  namespace: 'retreat-host' | 'journey-organiser';
  deposit: NumberBinding;
  perBooking: NumberBinding & { min: number; max: number };
}) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <NumberField label={t('form.deposit')} hint={t('form.deposit_hint')} min={0} max={100} {...deposit} />
      <NumberField label={t('form.per_booking')} hint={t('form.per_booking_hint')} {...perBooking} />
    </>
  );
}
