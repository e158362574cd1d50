import type { FailedDelivery } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { dateTimeFormat } from '../../../shared/lib/intl-format';
import { formatMoney } from '../../../shared/lib/money';
import { toast } from '../../../shared/ui/toast/toast-store';
import { consoleCalls, refreshAfterDeliveryRetry } from '../api';
import { actionFailed } from '../messages';
import styles from './console.module.css';

const REFUND_KINDS = ['class', 'retreat', 'pooja', 'journey'] as const;
type RefundKind = (typeof REFUND_KINDS)[number];

/** What a topic is, in the operator's words: the API's topics name their handler, not their medium. */
export function deliveryTopic(topic: string): 'refund' | 'push' | 'notification' | 'mail' | 'other' {
  if (topic === 'stripe-refund') return 'refund';
  if (topic === 'push') return 'push';
  if (topic === 'notification_delivery') return 'notification';
  if (topic === 'mail' || topic.endsWith('_mail') || topic === 'password_reset') return 'mail';
  return 'other';
}

/**
 * One delivery the outbox gave up on: what it was (a refund with its booking and amount), when and
 * after how many tries, the last error as the server wrote it, and Try again.
 */
export function DeliveryItem({ delivery }: { delivery: FailedDelivery }) {
  const { t, i18n } = useTranslation('console');
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? lang;
  const client = useQueryClient();
  const titleId = `delivery-${delivery.id}`;
  const refund = delivery.refund;
  const kind = refund && REFUND_KINDS.includes(refund.kind as RefundKind) ? (refund.kind as RefundKind) : null;

  const retry = useMutation({
    mutationFn: () => consoleCalls.retryDelivery(delivery.id),
    onSuccess: () => {
      refreshAfterDeliveryRetry(client);
      toast.success(t('deliveries.retried'));
    },
    onError: (error) => toast.error(actionFailed(error)),
  });

  return (
    <article className={styles.itemBody} aria-labelledby={titleId}>
      <h2 id={titleId}>
        {t(`deliveries.topics.${deliveryTopic(delivery.topic)}`)} <code className={styles.meta}>{delivery.topic}</code>
      </h2>
      {refund ? (
        <p>
          {t('deliveries.refund', {
            amount: formatMoney(refund.amount_minor, refund.currency, language),
            booking: kind ? t(`deliveries.kinds.${kind}`, { id: refund.booking_id }) : `#${refund.booking_id}`,
          })}
        </p>
      ) : null}
      {delivery.failed_at ? (
        <p className={styles.meta}>
          {t('deliveries.gave_up', {
            count: delivery.attempts,
            date: dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
              new Date(delivery.failed_at),
            ),
          })}
        </p>
      ) : null}
      {delivery.last_error ? (
        <p className={styles.note}>
          {t('deliveries.last_error')} <code>{delivery.last_error}</code>
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-secondary"
          disabled={retry.isPending}
          aria-describedby={titleId}
          onClick={() => retry.mutate()}
        >
          {retry.isPending ? t('deliveries.retrying') : t('actions.retry')}
        </button>
      </div>
    </article>
  );
}
