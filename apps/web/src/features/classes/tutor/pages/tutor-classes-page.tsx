import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../../shared/lib/paths';
import { FormMessage } from '../../../../shared/ui/form';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { creatorClassesQuery, tutorProfileQuery } from '../api';
import { TutorClassCard } from '../components/tutor-class-card';
import { TutorOnly } from '../components/tutor-only';
import { describeCreatorError } from '../../../creator';
import styles from '../../../../shared/ui/creator.module.css';
import { browserZone } from '../../../../shared/lib/time-zones';

function ClassList() {
  const { t } = useTranslation(['creator', 'common']);
  const { lang = 'en' } = useParams();
  const classes = useQuery(creatorClassesQuery());
  // Times are the tutor's own: read in the zone of their profile.
  const zone = useQuery(tutorProfileQuery()).data?.time_zone ?? browserZone();

  return (
    <>
      <div className={styles.actions}>
        <Link className="button" to={localize(lang, paths.creatorClassSetup())}>
          {t('classes.new_class')}
        </Link>
      </div>
      {classes.isPending ? <Skeleton lines={6} label={t('common:loading')} /> : null}
      {classes.isError ? (
        <FormMessage kind="error">
          {describeCreatorError(classes.error, 'load').form ?? t('classes.load_failed')}
        </FormMessage>
      ) : null}
      {classes.data && classes.data.results.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('classes.empty')}</p>
          <p>
            <Link to={localize(lang, paths.creatorAvailability())}>{t('dashboard.set_hours')}</Link> ·{' '}
            <Link to={localize(lang, paths.creatorClassSetup())}>{t('classes.new_class')}</Link>
          </p>
          <p className={styles.meta}>{t('classes.empty_hint')}</p>
        </div>
      ) : null}
      {classes.data?.results.length ? (
        <ul className={styles.grid}>
          {classes.data.results.map((item) => (
            <TutorClassCard key={item.id} item={item} timeZone={zone} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** `creator/classes` (My Classes): the tutor's classes with their state, seats and price. */
export function Component() {
  const { t } = useTranslation('creator');
  return (
    <PageFrame title={t('pages.creator_classes', { ns: 'common' })} lead={t('classes.lead')} wide>
      <TutorOnly>
        <ClassList />
      </TutorOnly>
    </PageFrame>
  );
}
