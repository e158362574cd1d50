import { useTranslation } from 'react-i18next';
import { ModerationQueue } from '../../community';
import { ConsolePage } from '../components/console-page';

/** `admin/reports`: the community's reports queue, across every community (administrators). */
export function Component() {
  const { t } = useTranslation(['console', 'common']);
  return (
    <ConsolePage title={t('common:pages.admin_reports')} lead={t('reports.lead')}>
      <ModerationQueue headingLevel={2} />
    </ConsolePage>
  );
}
