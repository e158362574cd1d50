import { useTranslation } from 'react-i18next';
import type { PagePrefetch } from '../../../shared/lib/page-prefetch';
import { prefetchRetreatList, RetreatListScreen } from '../components/retreat-list-screen';

/** retreats: every retreat open for booking, with filters in the address. */
export function Component() {
  const { t } = useTranslation('retreats');
  return <RetreatListScreen title={t('pages.retreats', { ns: 'common' })} lead={t('list.lead')} />;
}

export const prefetch: PagePrefetch = (args) => prefetchRetreatList(args);
