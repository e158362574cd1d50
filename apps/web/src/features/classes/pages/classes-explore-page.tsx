import { DEFAULT_LANGUAGE, isLanguage } from '@sangam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSettledInAddress } from '../../../shared/lib/use-settled-in-address';
import { useDebounced } from '../../../shared/lib/use-debounced';
import { useFilterAddress } from '../../../shared/lib/use-filter-address';
import { localize, paths } from '../../../shared/lib/paths';
import { useListLanguages } from '../../../shared/session/reader-languages';
import { PageFrame } from '../../../shared/ui/page-frame';
import { ResultsBar } from '../../../shared/ui/results-bar';
import { classesQuery } from '../api';
import { ClassFilters } from '../components/class-filters';
import { ClassGrid } from '../components/class-grid';
import { ClassSearchSuggestions } from '../components/class-search-suggestions';
import { readExploreFilters } from '../explore-filters';
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
  const address = useFilterAddress();
  const [zone] = useVisitorZone();
  const [search, setSearch] = useState(address.params.get('q') ?? '');
  const q = useDebounced(search.trim());

  const filters = readExploreFilters(address.params);
  const active = Object.keys(filters).length > 0 || q !== '';

  // The settled search goes into the address (replacing, so Back leaves the page, not each letter).
  useSettledInAddress({ q });

  const timed = filters.day !== undefined || filters.time !== undefined;
  const query = classesQuery({ ...filters, q: q || undefined, tz: timed ? zone : undefined, languages, lang });

  return (
    <PageFrame title={t('pages.classes_explore', { ns: 'common' })} lead={t('explore.lead')} wide>
      <ClassFilters filters={filters} search={search} onSearch={setSearch} onChange={address.change} />
      {timed ? (
        <p className={styles.meta}>
          {t('explore.times_in_zone', { zone: zoneName(zone, i18n.resolvedLanguage ?? lang) })}
        </p>
      ) : null}
      <ClassGrid
        query={query}
        summary={(count) => (
          <ResultsBar
            count={t('explore.count', { count })}
            clear={
              active
                ? {
                    label: t('explore.clear'),
                    onClear: () => {
                      setSearch('');
                      address.clear();
                    },
                  }
                : null
            }
          />
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
