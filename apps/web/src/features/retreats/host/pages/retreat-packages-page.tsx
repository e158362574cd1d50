import type { HostRetreat } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../../shared/ui/form';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { hostPackagesQuery } from '../api';
import { HostOnly } from '../components/host-only';
import { HostRetreatLoader } from '../components/host-retreat-loader';
import { PackagesForm } from '../components/packages-form';
import { PublishPanel } from '../components/publish-panel';
import { describeHostError } from '../messages';
import styles from '../../../../shared/ui/creator.module.css';

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
