import { DEFAULT_LANGUAGE, isLanguage } from '@sangam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useSettledInAddress } from '../../../shared/lib/use-settled-in-address';
import { useDebounced } from '../../../shared/lib/use-debounced';
import { localize, paths } from '../../../shared/lib/paths';
import { useListLanguages } from '../../../shared/session/reader-languages';
import { PageFrame } from '../../../shared/ui/page-frame';
import { classesQuery } from '../api';
import { ClassFilters } from '../components/class-filters';
import { ClassGrid } from '../components/class-grid';
import { ClassSearchSuggestions } from '../components/class-search-suggestions';
import { readExploreFilters, type ExploreFilterName } from '../explore-filters';
import { useVisitorZone } from '../visitor-zone';
import { zoneName } from '../../../shared/lib/time-zones';
import styles from '../components/classes.module.css';

/**
 * classes/explore: every filter lives in the address (a shared or reloaded link shows the same list);
 * the day and time of day are read in the visitor's zone.
 */
export function Component() {
  const { t, i18n } = useTranslation('classes');
  const { lang = 'en' } = useParams();
  const languages = useListLanguages(isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
  const [params, setParams] = useSearchParams();
  const [zone] = useVisitorZone();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebounced(search.trim());

  const filters = readExploreFilters(params);
  const active = Object.keys(filters).length > 0 || q !== '';

  // The settled search goes into the address (replacing, so Back leaves the page, not each letter).
  useSettledInAddress({ q });

  const change = (changes: Partial<Record<ExploreFilterName, string>>) =>
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

  const timed = filters.day !== undefined || filters.time !== undefined;
  const query = classesQuery({ ...filters, q: q || undefined, tz: timed ? zone : undefined, languages, lang });

  return (
    <PageFrame title={t('pages.classes_explore', { ns: 'common' })} lead={t('explore.lead')} wide>
      <ClassFilters filters={filters} search={search} onSearch={setSearch} onChange={change} />
      {timed ? (
        <p className={styles.meta}>
          {t('explore.times_in_zone', { zone: zoneName(zone, i18n.resolvedLanguage ?? lang) })}
        </p>
      ) : null}
      <ClassGrid
        query={query}
        summary={(count) => (
          <div className={styles.resultsBar}>
            <p role="status" className={styles.meta}>
              {t('explore.count', { count })}
            </p>
            {active ? (
              <button
                type="button"
                className="button-link"
                onClick={() => {
                  setSearch('');
                  setParams(new URLSearchParams(), { replace: true });
                }}
              >
                {t('explore.clear')}
              </button>
            ) : null}
          </div>
        )}
        empty={
          <>
            <p>
              {active ? t('explore.empty_filtered') : t('explore.empty')}{' '}
              <Link to={localize(lang, paths.classesExplore())} onClick={() => setSearch('')}>
                {t('explore.clear')}
              </Link>
            </p>
            {q ? <ClassSearchSuggestions query={query} languages={languages} onPick={setSearch} /> : null}
          </>
        }
      />
    </PageFrame>
  );
}
