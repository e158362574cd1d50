import { DEFAULT_LANGUAGE, isLanguage } from '@sangam/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useSettledInAddress } from '../../../shared/lib/use-settled-in-address';
import { useDebounced } from '../../../shared/lib/use-debounced';
import { useListLanguages } from '../../../shared/session/reader-languages';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageFrame } from '../../../shared/ui/page-frame';
import { journeysQuery } from '../api';
import { CardSkeletons } from '../components/card-skeletons';
import { JourneyCard } from '../components/journey-card';
import { JourneyFilters } from '../components/journey-filters';
import { JourneySearchSuggestions } from '../components/journey-search-suggestions';
import styles from '../components/journeys.module.css';
import { formatNumber } from '../format';
import { FILTER_NAMES, toListParams, type FilterName, type Filters } from '../filters';
import { journeyFailure } from '../messages';

/**
 * travel: the journeys, with every filter in the address (a shared or reloaded link shows the same
 * list), the search debounced, Load More, and an empty state that offers to clear the filters.
 */
export function Component() {
  const { t, i18n } = useTranslation('travel');
  const { lang = 'en' } = useParams();
  const languages = useListLanguages(isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
  const language = i18n.resolvedLanguage ?? 'en';
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebounced(search.trim());

  const filters: Filters = Object.fromEntries(
    FILTER_NAMES.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])),
  );
  const active = Object.keys(filters).length > 0 || q !== '';

  // The settled search goes into the address (replacing, so Back leaves the page, not each letter).
  useSettledInAddress({ q });

  const change = (name: FilterName, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const clear = () => {
    setSearch('');
    setParams(new URLSearchParams(), { replace: true });
  };

  const list = useInfiniteQuery(journeysQuery({ ...toListParams(filters, q), languages }));
  const regions = list.data?.pages[0]?.regions ?? [];
  const journeys = list.data?.pages.flatMap((page) => page.results) ?? [];
  const count = list.data?.pages[0]?.count ?? 0;

  return (
    <PageFrame title={t('pages.travel', { ns: 'common' })} lead={t('list.lead')} wide>
      <JourneyFilters filters={filters} regions={regions} search={search} onSearch={setSearch} onChange={change} />
      {list.isPending ? (
        <CardSkeletons />
      ) : list.isError ? (
        <p role="alert">{journeyFailure(list.error, 'load')}</p>
      ) : journeys.length === 0 ? (
        <div className={styles.notice}>
          <p>{active ? t('list.empty_filtered') : t('list.empty')}</p>
          {active ? (
            <button type="button" className="button button-secondary" onClick={clear}>
              {t('list.clear')}
            </button>
          ) : null}
          {q ? (
            <JourneySearchSuggestions
              suggestions={list.data.pages[0]?.suggestions ?? []}
              languages={languages}
              onPick={setSearch}
            />
          ) : null}
        </div>
      ) : (
        <>
          <div className={styles.resultsBar}>
            <p role="status" className={styles.meta}>
              {t('list.count', { count, number: formatNumber(count, language) })}
            </p>
            {active ? (
              <button type="button" className="button-link" onClick={clear}>
                {t('list.clear')}
              </button>
            ) : null}
          </div>
          <ul className={styles.grid}>
            {journeys.map((journey) => (
              <li key={journey.id}>
                <JourneyCard journey={journey} />
              </li>
            ))}
          </ul>
          <LoadMore list={list} />
        </>
      )}
    </PageFrame>
  );
}
