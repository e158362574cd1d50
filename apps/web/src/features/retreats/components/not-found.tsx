import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths';
import { ItemNotFound } from '../../../shared/ui/item-not-found';

/** A retreat that does not exist (or is no longer offered), with the way back to the list. */
export function RetreatNotFound() {
  const { t } = useTranslation('retreats');
  return <ItemNotFound title={t('errors.retreat_not_found')} back={{ path: paths.retreats(), text: t('list.all') }} />;
}
