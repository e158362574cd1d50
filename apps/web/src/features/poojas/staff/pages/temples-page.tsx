import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { localize, paths } from '../../../../shared/lib/paths';
import { FormMessage } from '../../../../shared/ui/form';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { staffTemplesQuery } from '../api';
import { StaffOnly } from '../components/staff-only';
import { StaffTempleCard } from '../components/staff-temple-card';
import { describeStaffError } from '../messages';
import { ItemsSection, QuickLinks } from '../../../creator';
import styles from '../../../../shared/ui/creator.module.css';

function TempleList() {
  const { t } = useTranslation(['temple-staff', 'common']);
  const { lang = 'en' } = useParams();
  const temples = useQuery(staffTemplesQuery());

  if (temples.isPending) return <Skeleton lines={6} label={t('common:loading')} />;
  if (temples.isError) return <FormMessage kind="error">{describeStaffError(temples.error, 'load').form}</FormMessage>;
  if (temples.data.results.length === 0)
    return (
      <div className={styles.empty}>
        <h2>{t('temples.empty')}</h2>
        <p>{t('temples.empty_hint')}</p>
      </div>
    );
  return (
    <div className={styles.sections}>
      <QuickLinks
        label={t('temples.quick_links')}
        links={[{ to: localize(lang, paths.creatorPoojaBookings()), text: t('temples.all_bookings') }]}
      />
      <ItemsSection
        id="my-temples"
        heading={t('common:pages.creator_temples')}
        query={temples}
        describeError={(error) => describeStaffError(error, 'load').form}
      >
        {(temple) => <StaffTempleCard key={temple.id} temple={temple} />}
      </ItemsSection>
    </div>
  );
}

/** `creator/temples` (My Temples): the temples an administrator assigned to this account. */
export function Component() {
  const { t } = useTranslation('temple-staff');
  return (
    <PageFrame title={t('pages.creator_temples', { ns: 'common' })} lead={t('temples.lead')} wide>
      <StaffOnly>
        <TempleList />
      </StaffOnly>
    </PageFrame>
  );
}
