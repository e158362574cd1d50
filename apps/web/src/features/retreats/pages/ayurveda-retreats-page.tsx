import { useTranslation } from 'react-i18next';
import { RetreatListScreen } from '../components/retreat-list-screen';

/** ayurveda: the retreats list with its type fixed to Ayurveda. */
export function Component() {
  const { t } = useTranslation('retreats');
  return (
    <RetreatListScreen title={t('pages.ayurveda', { ns: 'common' })} lead={t('list.lead_ayurveda')} type="ayurveda" />
  );
}
