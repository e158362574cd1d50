import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deliveriesQuery } from '../api';
import { ConsolePage } from '../components/console-page';
import { DeliveryItem } from '../components/delivery-item';
import { PagedResults } from '../components/paged-results';

/**
 * `admin/deliveries`: the mails, pushes and refunds the outbox gave up on after its last attempt,
 * the most recent first, each to be put back in line once its cause is mended.
 */
export function Component() {
  const { t } = useTranslation(['console', 'common']);
  const list = useInfiniteQuery(deliveriesQuery());
  return (
    <ConsolePage title={t('common:pages.admin_deliveries')} lead={t('deliveries.lead')}>
      <PagedResults list={list} empty={t('deliveries.empty')} itemKey={(delivery) => delivery.id}>
        {(delivery) => <DeliveryItem delivery={delivery} />}
      </PagedResults>
    </ConsolePage>
  );
}
