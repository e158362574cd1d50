import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths';
import { ItemNotFound } from '../../../shared/ui/item-not-found';

/** A temple or pooja that does not exist (or is no longer offered), with the way back to the list. */
export function PoojaNotFound({ what }: { what: 'temple' | 'pooja' }) {
  const { t } = useTranslation('poojas');
  const title = what === 'temple' ? t('errors.temple_not_found') : t('errors.pooja_not_found');
  return <ItemNotFound title={title} back={{ path: paths.poojas(), text: t('list.back') }} />;
}
