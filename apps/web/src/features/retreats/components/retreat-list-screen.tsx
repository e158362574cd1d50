import { DEFAULT_LANGUAGE, isLanguage, type RetreatType } from '@sangam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { PrefetchArgs } from '../../../shared/lib/page-prefetch';
import { useSettledInAddress } from '../../../shared/lib/use-settled-in-address';
import { useDebounced } from '../../../shared/lib/use-debounced';
import { localize, paths } from '../../../shared/lib/paths';
import { listLanguages, useListLanguages } from '../../../shared/session/reader-languages';
import { PageFrame } from '../../../shared/ui/page-frame';
import { retreatsQuery, type RetreatFilters as Filters } from '../api';
import { FILTER_NAMES } from '../filters';
import { RetreatFilters } from './retreat-filters';
import { RetreatGrid } from './retreat-grid';
import { RetreatSearchSuggestions } from './retreat-search-suggestions';
import styles from './retreats.module.css';

/** The filters in the address; a list with its type fixed ignores the address's type. */
function filtersOf(params: URLSearchParams, type: RetreatType | undefined): Filters {
  const names = FILTER_NAMES.filter((name) => !(type && name === 'type'));
  return Object.fromEntries(names.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
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
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [place, setPlace] = useState(params.get('place') ?? '');
  const q = useDebounced(search.trim());
  const settledPlace = useDebounced(place.trim());

  const filters = filtersOf(params, type);
  const active = Object.keys(filters).some((name) => name !== 'sort') || q !== '';

  // The settled texts go into the address (replacing, so Back leaves the page, not each letter).
  useSettledInAddress({ q, place: settledPlace });

  const change = (changes: Partial<Record<keyof Filters, string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );

  const clear = () => {
    setSearch('');
    setPlace('');
    setParams(new URLSearchParams(), { replace: true });
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
        onChange={change}
        fixedType={Boolean(type)}
      />
      <RetreatGrid
        query={query}
        summary={(count) => (
          <div className={styles.resultsBar}>
            <p role="status" className={styles.meta}>
              {t('list.count', { count })}
            </p>
            {active ? (
              <button type="button" className="button-link" onClick={clear}>
                {t('list.clear')}
              </button>
            ) : null}
          </div>
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
