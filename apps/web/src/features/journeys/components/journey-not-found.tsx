import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths';
import { ItemNotFound } from '../../../shared/ui/item-not-found';

/** A journey that does not exist (or is no longer offered), with the way back to the list. */
export function JourneyNotFound() {
  const { t } = useTranslation('travel');
  return <ItemNotFound title={t('errors.not_found')} back={{ path: paths.travel(), text: t('detail.all_journeys') }} />;
}
