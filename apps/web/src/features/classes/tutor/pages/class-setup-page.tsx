import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../../shared/api/http-client';
import { localize, paths } from '../../../../shared/lib/paths';
import { FormMessage } from '../../../../shared/ui/form';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { creatorClassQuery } from '../api';
import { ClassForm } from '../components/class-form';
import { TutorOnly } from '../components/tutor-only';
import { describeCreatorError } from '../../../creator';
import styles from '../../../../shared/ui/creator.module.css';

/** Editing one of the tutor's classes: read it first, then the same form filled in. */
function EditClass({ slug }: { slug: string }) {
  const { t } = useTranslation(['creator', 'common']);
  const { lang = 'en' } = useParams();
  const item = useQuery(creatorClassQuery(slug));
  if (item.isPending) return <Skeleton lines={8} label={t('common:loading')} />;
  if (item.isError) {
    const missing = item.error instanceof ApiError && item.error.status === 404;
    return (
      <div className={styles.empty}>
        <FormMessage kind="error">
          {missing ? t('setup.not_found') : describeCreatorError(item.error, 'load').form}
        </FormMessage>
        <p>
          <Link to={localize(lang, paths.creatorClasses())}>{t('setup.back')}</Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <p className={styles.meta}>{t('setup.heading_edit', { title: item.data.title })}</p>
      <ClassForm key={item.dataUpdatedAt} item={item.data} />
    </>
  );
}

/** `creator/classsetup`: a new class, or `?class=<slug>` to edit one. */
export function Component() {
  const { t } = useTranslation('creator');
  const [search] = useSearchParams();
  const slug = search.get('class');
  return (
    <PageFrame
      title={t('pages.creator_class_setup', { ns: 'common' })}
      lead={slug ? t('setup.lead_edit') : t('setup.lead_new')}
    >
      <TutorOnly>{slug ? <EditClass slug={slug} /> : <ClassForm item={null} />}</TutorOnly>
    </PageFrame>
  );
}
