import { useTranslation } from 'react-i18next';
import { RetreatListScreen } from '../components/retreat-list-screen';

/** retreats: every retreat open for booking, with filters in the address. */
export function Component() {
  const { t } = useTranslation('retreats');
  return <RetreatListScreen title={t('pages.retreats', { ns: 'common' })} lead={t('list.lead')} />;
}
