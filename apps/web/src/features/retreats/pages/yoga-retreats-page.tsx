import { useTranslation } from 'react-i18next';
import type { PagePrefetch } from '../../../shared/lib/page-prefetch';
import { prefetchRetreatList, RetreatListScreen } from '../components/retreat-list-screen';

/** yoga-retreats: the retreats list with its type fixed to yoga. */
export function Component() {
  const { t } = useTranslation('retreats');
  return (
    <RetreatListScreen title={t('pages.yoga_retreats', { ns: 'common' })} lead={t('list.lead_yoga')} type="yoga" />
  );
}

export const prefetch: PagePrefetch = (args) => prefetchRetreatList(args, 'yoga');
