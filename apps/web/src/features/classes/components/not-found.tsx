import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths';
import { ItemNotFound } from '../../../shared/ui/item-not-found';

/** A class or tutor that does not exist (or is no longer offered), with the way back to the list. */
export function ClassNotFound({ what }: { what: 'class' | 'tutor' }) {
  const { t } = useTranslation('classes');
  const title = what === 'class' ? t('errors.class_not_found') : t('errors.tutor_not_found');
  return <ItemNotFound title={title} back={{ path: paths.classesExplore(), text: t('landing.explore_all') }} />;
}
