import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../lib/intl-format';

/** A deadline to pay as the reader's language writes it, in their zone, to the minute ("3 December, 14:05"). */
const formatPayBy = (iso: string, language: string) =>
  dateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

/**
 * The deadline of a booking paid directly and still unpaid, on both sides' cards: after that moment
 * the creator may release it (issue 24). The booker reads "Pay by …"; the creator, who pays nothing,
 * "Payment due by …". Nothing when the answer has no deadline (`pay_by` null).
 */
export function PayBy({
  payBy,
  side = 'booker',
  className,
}: {
  payBy: string | null | undefined;
  side?: 'booker' | 'creator';
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  if (!payBy) return null;
  const date = formatPayBy(payBy, i18n.resolvedLanguage ?? 'en');
  return (
    <span className={className}>{side === 'creator' ? t('payment_due_by', { date }) : t('pay_by', { date })}</span>
  );
}
