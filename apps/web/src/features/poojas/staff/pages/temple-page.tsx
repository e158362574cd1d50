import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../../shared/api/http-client';
import { localize, paths } from '../../../../shared/lib/paths';
import { FormMessage } from '../../../../shared/ui/form';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { deityLabel } from '../..';
import { staffTempleQuery } from '../api';
import { StaffOnly } from '../components/staff-only';
import { useIsTempleEditor } from '../use-temple-staff';
import { TempleForm } from '../components/temple-form';
import { TemplePoojas } from '../components/temple-poojas';
import { describeStaffError } from '../messages';
import creator from '../../../../shared/ui/creator.module.css';
import styles from '../temple-staff.module.css';

/** The temple of the address, read first; not found (or another's) is said plainly with the way back. */
function TempleEditor() {
  const { t } = useTranslation(['temple-staff', 'common']);
  const { lang = 'en', id = '' } = useParams();
  const templeId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const temple = useQuery({ ...staffTempleQuery(templeId), enabled: templeId > 0 });
  // An editor comes from the console's temples, and has no pooja bookings of their own to open.
  const editor = useIsTempleEditor();
  const all = (
    <Link to={localize(lang, editor ? paths.consoleTemples() : paths.creatorTemples())}>
      {editor ? t('temple.all_console') : t('temple.all')}
    </Link>
  );
  const back = <p>{all}</p>;
  if (templeId > 0 && temple.isPending) return <Skeleton lines={10} label={t('common:loading')} />;
  if (templeId === 0 || temple.isError) {
    const missing = templeId === 0 || (temple.error instanceof ApiError && temple.error.status === 404);
    return (
      <div className={creator.empty}>
        <FormMessage kind="error">
          {missing ? t('errors.temple_not_found') : describeStaffError(temple.error, 'load').form}
        </FormMessage>
        {back}
      </div>
    );
  }
  const data = temple.data!;
  return (
    <div className={creator.sections}>
      <header className={styles.templeHeader}>
        <h2 lang={data.content_language}>{data.name}</h2>
        <p className={creator.meta}>
          {deityLabel(data.deity)} · {[data.place, data.region].filter(Boolean).join(', ')}
        </p>
        <p className={styles.links}>
          {all}
          {data.published ? (
            <Link to={localize(lang, paths.temple(data.slug))}>{t('temple.public')}</Link>
          ) : (
            <span className={creator.meta}>{t('temples.hidden')}</span>
          )}
          {editor ? null : (
            <Link to={`${localize(lang, paths.creatorPoojaBookings())}?temple=${data.id}`}>
              {t('temples.bookings')}
            </Link>
          )}
        </p>
      </header>
      <section aria-labelledby="temple-details" className={creator.sections}>
        <h2 id="temple-details">{t('temple.details')}</h2>
        <TempleForm key={data.id} temple={data} />
      </section>
      <TemplePoojas temple={data} />
    </div>
  );
}

/** `creator/temples/{id}`: a temple's description, hours, aartis and darshan videos, and its poojas. */
export function Component() {
  const { t } = useTranslation('temple-staff');
  return (
    <PageFrame title={t('pages.creator_temple', { ns: 'common' })} lead={t('temple.lead')} wide>
      <StaffOnly console>
        <TempleEditor />
      </StaffOnly>
    </PageFrame>
  );
}
