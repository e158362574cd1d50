import type { VideoStatus } from '@sangam/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { useDebounced } from '../../../shared/lib/use-debounced';
import { formStyles } from '../../../shared/ui/form';
import { TabList } from '../../../shared/ui/tab-list';
import { categoriesQuery, useCatalogueLabels } from '../../videos';
import { videoListQuery } from '../api';
import { CategoryOrder } from '../components/category-order';
import { ConsolePage } from '../components/console-page';
import { PagedResults } from '../components/paged-results';
import { SearchField } from '../components/search-field';
import { VideoItem } from '../components/video-item';
import styles from '../components/console.module.css';

const TABS: VideoStatus[] = ['pending', 'published', 'unpublished', 'rejected'];
const isTab = (value: string | null): value is VideoStatus => TABS.includes(value as VideoStatus);

/**
 * `admin/videos`: the review queue and the library by state, searched and filtered by category;
 * the published videos of one category are shown in their order, with buttons to move them.
 */
export function Component() {
  const { t } = useTranslation(['console', 'common']);
  const { lang = 'en' } = useParams();
  const [params, setParams] = useSearchParams();
  const status = isTab(params.get('status')) ? (params.get('status') as VideoStatus) : 'pending';
  const category = params.get('category') ?? '';
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const q = useDebounced(typed.trim());
  const categories = useQuery(categoriesQuery(lang));
  const labels = useCatalogueLabels();
  const ordering = status === 'published' && category !== '' && q === '';
  // The results so far stay while a new search loads: the list is not emptied under the editor's
  // pointer, and an item whose dialog is open keeps it (found by the browser test in CI).
  const list = useInfiniteQuery({
    ...videoListQuery({ status, category, q }),
    enabled: !ordering,
    placeholderData: keepPreviousData,
  });
  const chosen = categories.data?.find((c) => c.slug === category);
  const categoryName = chosen ? labels.category(chosen) : category;

  const choose = (next: Record<string, string>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) merged.set(key, value);
          else merged.delete(key);
        }
        return merged;
      },
      { replace: true },
    );

  return (
    <ConsolePage title={t('common:pages.admin_videos')} lead={t('videos.lead')}>
      <div className={styles.toolbar}>
        <SearchField label={t('videos.search')} value={typed} onChange={setTyped} />
        <div className={formStyles.field}>
          <label htmlFor="video-category" className={formStyles.label}>
            {t('videos.category')}
          </label>
          <select
            id="video-category"
            className={formStyles.input}
            value={category}
            onChange={(event) => choose({ category: event.target.value })}
          >
            <option value="">{t('videos.all_categories')}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.slug} value={c.slug}>
                {labels.category(c)}
              </option>
            ))}
          </select>
        </div>
        <Link className={`button ${styles.toolbarAction}`} to={localize(lang, paths.consoleVideoNew())}>
          {t('videos.add')}
        </Link>
      </div>
      <TabList
        tabs={TABS.map((id) => ({ id, label: t(`videos.tabs.${id}`) }))}
        current={status}
        onChange={(next) => choose({ status: next === 'pending' ? '' : next })}
        label={t('videos.tabs_label')}
        panelId="videos-panel"
      />
      <div id="videos-panel" role="tabpanel" aria-labelledby={`videos-panel-tab-${status}`} tabIndex={-1}>
        {status === 'published' && !category ? <p className={styles.meta}>{t('videos.order.choose')}</p> : null}
        {ordering ? (
          <CategoryOrder category={category} categoryName={categoryName} />
        ) : (
          <PagedResults list={list} empty={t(`videos.empty.${status}`)} itemKey={(video) => video.id}>
            {(video) => <VideoItem video={video} />}
          </PagedResults>
        )}
      </div>
    </ConsolePage>
  );
}
