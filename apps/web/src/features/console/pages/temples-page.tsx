import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../shared/lib/use-debounced';
import { Modal } from '../../../shared/ui/modal/modal';
import { toast } from '../../../shared/ui/toast/toast-store';
import { templeListQuery } from '../api';
import { ConsolePage } from '../components/console-page';
import { NewTempleForm } from '../components/new-temple-form';
import { PagedResults } from '../components/paged-results';
import { SearchField } from '../components/search-field';
import { TempleItem } from '../components/temple-item';
import styles from '../components/console.module.css';

/** `admin/temples`: every temple, a new one, its staff and whether it is published. */
export function Component() {
  const { t } = useTranslation(['console', 'common']);
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim());
  const list = useInfiniteQuery(templeListQuery(q));
  const [adding, setAdding] = useState(false);

  return (
    <ConsolePage title={t('common:pages.admin_temples')} lead={t('temples.lead')}>
      <div className={styles.toolbar}>
        <SearchField label={t('temples.search')} value={typed} onChange={setTyped} />
        <button type="button" className={`button ${styles.toolbarAction}`} onClick={() => setAdding(true)}>
          {t('temples.add')}
        </button>
      </div>
      <PagedResults list={list} empty={t('temples.empty')} itemKey={(temple) => temple.id}>
        {(temple) => <TempleItem temple={temple} />}
      </PagedResults>
      {adding ? (
        <Modal title={t('temples.add')} onClose={() => setAdding(false)} size="large">
          <NewTempleForm
            onCreated={(name) => {
              toast.success(t('temples.done.create', { name }));
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        </Modal>
      ) : null}
    </ConsolePage>
  );
}
