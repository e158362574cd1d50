import { useTranslation } from 'react-i18next';
import type { PagePrefetch } from '../../../shared/lib/page-prefetch';
import { prefetchRetreatList, RetreatListScreen } from '../components/retreat-list-screen';

/** ayurveda: the retreats list with its type fixed to Ayurveda. */
export function Component() {
  const { t } = useTranslation('retreats');
  return (
    <RetreatListScreen title={t('pages.ayurveda', { ns: 'common' })} lead={t('list.lead_ayurveda')} type="ayurveda" />
  );
}

export const prefetch: PagePrefetch = (args) => prefetchRetreatList(args, 'ayurveda');
