import type { HostRetreat } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../shared/ui/form';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { hostPackagesQuery } from '../retreat-host/api';
import { HostOnly } from '../retreat-host/components/host-only';
import { HostRetreatLoader } from '../retreat-host/components/host-retreat-loader';
import { PackagesForm } from '../retreat-host/components/packages-form';
import { PublishPanel } from '../retreat-host/components/publish-panel';
import { describeHostError } from '../retreat-host/messages';
import styles from '../components/creator.module.css';

function Packages({ retreat }: { retreat: HostRetreat }) {
  const { t } = useTranslation(['retreat-host', 'common']);
  const packages = useQuery(hostPackagesQuery(retreat.id));
  const [savedOnce, setSavedOnce] = useState(false);
  if (packages.isPending) return <Skeleton lines={6} label={t('common:loading')} />;
  if (packages.isError) return <FormMessage kind="error">{describeHostError(packages.error, 'load').form}</FormMessage>;
  const anyActive = packages.data.packages.some((p) => p.active);
  return (
    <div className={styles.sections}>
      <PackagesForm retreat={retreat} packages={packages.data} onSaved={() => setSavedOnce(true)} />
      {anyActive && (savedOnce || !retreat.published) ? <PublishPanel retreat={retreat} /> : null}
    </div>
  );
}

/** `creator/retreats/{id}/packages`: the rooms or package types guests choose, with price and capacity. */
export function Component() {
  const { t } = useTranslation('retreat-host');
  return (
    <PageFrame title={t('pages.creator_retreat_packages', { ns: 'common' })} lead={t('packages.lead')}>
      <HostOnly>
        <HostRetreatLoader>{(retreat) => <Packages retreat={retreat} />}</HostRetreatLoader>
      </HostOnly>
    </PageFrame>
  );
}
