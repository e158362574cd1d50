import type { VerificationStatus } from '@sangam/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDebounced } from '../../../shared/lib/use-debounced';
import { TabList } from '../../../shared/ui/tab-list';
import { creatorListQuery } from '../api';
import { ConsolePage } from '../components/console-page';
import { CreatorItem } from '../components/creator-item';
import { PagedResults } from '../components/paged-results';
import { SearchField } from '../components/search-field';
import styles from '../components/console.module.css';

const TABS: VerificationStatus[] = ['pending', 'verified', 'rejected', 'unverified'];
const isTab = (value: string | null): value is VerificationStatus => TABS.includes(value as VerificationStatus);

/** `admin/creators`: the verification queue first, then creators by their verification. */
export function Component() {
  const { t } = useTranslation(['console', 'common']);
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: VerificationStatus = isTab(raw) ? raw : 'pending';
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim());
  const list = useInfiniteQuery(creatorListQuery({ status, q }));

  return (
    <ConsolePage title={t('common:pages.admin_creators')} lead={t('creators.lead')}>
      <div className={styles.toolbar}>
        <SearchField label={t('creators.search')} value={typed} onChange={setTyped} />
      </div>
      <TabList
        tabs={TABS.map((id) => ({ id, label: t(`creators.tabs.${id}`) }))}
        current={status}
        onChange={(next) => setParams(next === 'pending' ? {} : { status: next }, { replace: true })}
        label={t('creators.tabs_label')}
        panelId="creators-panel"
      />
      <div id="creators-panel" role="tabpanel" aria-labelledby={`creators-panel-tab-${status}`} tabIndex={-1}>
        <PagedResults list={list} empty={t(`creators.empty.${status}`)} itemKey={(creator) => creator.user.id}>
          {(creator) => <CreatorItem creator={creator} />}
        </PagedResults>
      </div>
    </ConsolePage>
  );
}
