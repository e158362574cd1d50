import { DEFAULT_LANGUAGE, isLanguage, type RetreatType } from '@sangam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PrefetchArgs } from '../../../shared/lib/page-prefetch';
import { useSettledInAddress } from '../../../shared/lib/use-settled-in-address';
import { useDebounced } from '../../../shared/lib/use-debounced';
import { filtersIn, useFilterAddress } from '../../../shared/lib/use-filter-address';
import { localize, paths } from '../../../shared/lib/paths';
import { listLanguages, useListLanguages } from '../../../shared/session/reader-languages';
import { PageFrame } from '../../../shared/ui/page-frame';
import { ResultsBar } from '../../../shared/ui/results-bar';
import { retreatsQuery, type RetreatFilters as Filters } from '../api';
import { FILTER_NAMES } from '../filters';
import { RetreatFilters } from './retreat-filters';
import { RetreatGrid } from './retreat-grid';
import { RetreatSearchSuggestions } from './retreat-search-suggestions';
import styles from './retreats.module.css';

/** The filters in the address; a list with its type fixed ignores the address's type. */
function filtersOf(params: URLSearchParams, type: RetreatType | undefined): Filters {
  return filtersIn(
    params,
    FILTER_NAMES.filter((name) => !(type && name === 'type')),
  );
}

/** The reader's languages come first; the page's language names the titles and summaries (issue 21). */
const listQuery = (filters: Filters, q: string, type: RetreatType | undefined, languages: string, lang: string) =>
  retreatsQuery({ ...filters, q: q || undefined, ...(type ? { type } : {}), languages, lang });

/** The list's first page as the screen below first asks for it, for a page's prefetch. */
export function prefetchRetreatList({ queryClient, url, params: route, onServer }: PrefetchArgs, type?: RetreatType) {
  const params = url.searchParams;
  const lang = isLanguage(route.lang) ? route.lang : DEFAULT_LANGUAGE;
  const languages = listLanguages(lang, onServer);
  return queryClient.prefetchInfiniteQuery(
    listQuery(filtersOf(params, type), params.get('q')?.trim() ?? '', type, languages, lang),
  );
}

/**
 * The retreats list (`retreats`, and `yoga-retreats` / `ayurveda` with their type fixed): every
 * filter lives in the address, so a shared or reloaded link shows the same list; the search and the
 * place are debounced (300 ms) before they reach it.
 */
export function RetreatListScreen({ title, lead, type }: { title: string; lead: string; type?: RetreatType }) {
  const { t } = useTranslation('retreats');
  const { lang = 'en' } = useParams();
  const languages = useListLanguages(isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
  const address = useFilterAddress();
  const [search, setSearch] = useState(address.params.get('q') ?? '');
  const [place, setPlace] = useState(address.params.get('place') ?? '');
  const q = useDebounced(search.trim());
  const settledPlace = useDebounced(place.trim());

  const filters = filtersOf(address.params, type);
  const active = Object.keys(filters).some((name) => name !== 'sort') || q !== '';

  // The settled texts go into the address (replacing, so Back leaves the page, not each letter).
  useSettledInAddress({ q, place: settledPlace });

  const clear = () => {
    setSearch('');
    setPlace('');
    address.clear();
  };

  const query = listQuery(filters, q, type, languages, lang);

  return (
    <PageFrame title={title} lead={lead} wide>
      <nav className={styles.tags} aria-label={t('list.kinds_label')}>
        {type ? (
          <Link to={localize(lang, paths.retreats())}>{t('list.all')}</Link>
        ) : (
          <>
            <Link to={localize(lang, paths.yogaRetreats())}>{t('pages.yoga_retreats', { ns: 'common' })}</Link>
            <span aria-hidden="true">·</span>
            <Link to={localize(lang, paths.ayurveda())}>{t('pages.ayurveda', { ns: 'common' })}</Link>
          </>
        )}
      </nav>
      <RetreatFilters
        filters={filters}
        search={search}
        onSearch={setSearch}
        place={place}
        onPlace={setPlace}
        onChange={address.change}
        fixedType={Boolean(type)}
      />
      <RetreatGrid
        query={query}
        summary={(count) => (
          <ResultsBar
            count={t('list.count', { count })}
            clear={active ? { label: t('list.clear'), onClear: clear } : null}
          />
        )}
        empty={
          active ? (
            <>
              <p>
                {t('list.empty_filtered')}{' '}
                <button type="button" className="button-link" onClick={clear}>
                  {t('list.clear')}
                </button>
              </p>
              {q ? (
                <RetreatSearchSuggestions
                  query={query}
                  unsearched={listQuery({}, '', type, languages, lang)}
                  onPick={setSearch}
                />
              ) : null}
            </>
          ) : (
            <p>{type ? t('list.empty_type') : t('list.empty')}</p>
          )
        }
      />
    </PageFrame>
  );
}
