import { DEFAULT_LANGUAGE, isLanguage } from '@sangam/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSettledInAddress } from '../../../shared/lib/use-settled-in-address';
import { useDebounced } from '../../../shared/lib/use-debounced';
import { filtersIn, useFilterAddress } from '../../../shared/lib/use-filter-address';
import { useListLanguages } from '../../../shared/session/reader-languages';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageFrame } from '../../../shared/ui/page-frame';
import { ResultsBar } from '../../../shared/ui/results-bar';
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
  const address = useFilterAddress();
  const [search, setSearch] = useState(address.params.get('q') ?? '');
  const q = useDebounced(search.trim());

  const filters: Filters = filtersIn(address.params, FILTER_NAMES);
  const active = Object.keys(filters).length > 0 || q !== '';

  // The settled search goes into the address (replacing, so Back leaves the page, not each letter).
  useSettledInAddress({ q });

  const change = (name: FilterName, value: string) => address.change({ [name]: value });

  const clear = () => {
    setSearch('');
    address.clear();
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
          <ResultsBar
            count={t('list.count', { count, number: formatNumber(count, language) })}
            clear={active ? { label: t('list.clear'), onClear: clear } : null}
          />
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
