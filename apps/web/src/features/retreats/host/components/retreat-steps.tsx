import { useTranslation } from 'react-i18next';
import { paths } from '../../../../shared/lib/paths';
import { ItemSteps } from '../../../creator';

/** The pages of one retreat (details, packages, availability), shown above each of them. */
export function RetreatSteps({ id, title, lang }: { id: number; title: string; lang: string }) {
  const { t } = useTranslation('retreat-host');
  return (
    <ItemSteps
      label={t('steps.label', { title })}
      title={title}
      lang={lang}
      steps={[
        { path: paths.creatorRetreatEdit(id), label: t('steps.details') },
        { path: paths.creatorRetreatPackages(id), label: t('steps.packages') },
        { path: paths.creatorRetreatAvailability(id), label: t('steps.availability') },
        { path: paths.creatorRetreats(), label: t('steps.all'), end: true },
      ]}
    />
  );
}
