import { DEFAULT_LANGUAGE, isLanguage } from '@sangam/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettledInAddress } from '../../../shared/lib/use-settled-in-address';
import { useDebounced } from '../../../shared/lib/use-debounced';
import { filtersIn, useFilterAddress } from '../../../shared/lib/use-filter-address';
import { useListLanguages } from '../../../shared/session/reader-languages';
import { PageFrame } from '../../../shared/ui/page-frame';
import { ResultsBar } from '../../../shared/ui/results-bar';
import { TabList } from '../../../shared/ui/tab-list';
import { poojasQuery, templesQuery, type PoojaFilters as Filters } from '../api';
import { PagedGrid } from '../components/paged-grid';
import { PoojaCard } from '../components/pooja-card';
import { PoojaFilters, type FilterName } from '../components/pooja-filters';
import { PoojaSearchSuggestions } from '../components/pooja-search-suggestions';
import { TempleCard } from '../components/temple-card';
import { TermNotes } from '../components/term-notes';

type View = 'poojas' | 'temples';
const CHOSEN: FilterName[] = ['deity', 'price_max', 'sort'];

/**
 * poojas: the poojas temples perform for devotees, or the temples themselves (`view=temples`), by
 * deity, place, words and price. Every filter lives in the address, so a shared or reloaded link
 * shows the same list; typed words reach it once the typing has settled (300 ms).
 */
export function Component() {
  const { t, i18n } = useTranslation('poojas');
  const lang = i18n.resolvedLanguage ?? 'en';
  const languages = useListLanguages(isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
  const address = useFilterAddress();
  const view: View = address.params.get('view') === 'temples' ? 'temples' : 'poojas';
  const [search, setSearch] = useState(address.params.get('q') ?? '');
  const [place, setPlace] = useState(address.params.get('place') ?? '');
  const q = useDebounced(search.trim());
  const settledPlace = useDebounced(place.trim());

  const chosen: Filters = filtersIn(address.params, CHOSEN);
  const filters: Filters = { ...chosen, q: q || undefined, place: settledPlace || undefined };
  const active = Object.values(filters).some(Boolean);

  // The settled words go into the address, replacing, so Back leaves the page and not each letter.
  useSettledInAddress({ q, place: settledPlace });

  const set = (name: string, value: string) => address.change({ [name]: value });

  const clear = () => {
    setSearch('');
    setPlace('');
    address.clear(view === 'temples' ? { view } : {});
  };

  const poojas = useInfiniteQuery({ ...poojasQuery({ ...filters, languages }, lang), enabled: view === 'poojas' });
  const temples = useInfiniteQuery({
    ...templesQuery({ q: filters.q, deity: filters.deity, place: filters.place }, lang),
    enabled: view === 'temples',
  });

  const summary = (count: number) => (
    <ResultsBar
      count={view === 'poojas' ? t('list.count', { count }) : t('list.temple_count', { count })}
      clear={active ? { label: t('list.clear'), onClear: clear } : null}
    />
  );
  const empty = (
    <>
      <p>
        {active ? t('list.empty_filtered') : view === 'poojas' ? t('list.empty') : t('list.empty_temples')}{' '}
        {active ? (
          <button type="button" className="button-link" onClick={clear}>
            {t('list.clear')}
          </button>
        ) : null}
      </p>
      {filters.q ? (
        <PoojaSearchSuggestions
          suggestions={(view === 'poojas' ? poojas : temples).data?.pages[0]?.suggestions ?? []}
          view={view}
          lang={lang}
          languages={languages}
          onPick={setSearch}
        />
      ) : null}
    </>
  );

  return (
    <PageFrame title={t('pages.poojas', { ns: 'common' })} lead={t('list.lead')} wide>
      <TermNotes terms={['pooja', 'prasad']} />
      <TabList
        label={t('list.views')}
        panelId="pooja-list"
        current={view}
        onChange={(next) => set('view', next === 'temples' ? 'temples' : '')}
        tabs={(['poojas', 'temples'] as const).map((id) => ({ id, label: t(`list.view_${id}`) }))}
      />
      <div id="pooja-list" role="tabpanel" aria-labelledby={`pooja-list-tab-${view}`}>
        <PoojaFilters
          filters={chosen}
          search={search}
          place={place}
          onSearch={setSearch}
          onPlace={setPlace}
          onChange={set}
          forTemples={view === 'temples'}
        />
        {view === 'poojas' ? (
          <PagedGrid list={poojas} render={(p) => <PoojaCard pooja={p} />} empty={empty} summary={summary} />
        ) : (
          <PagedGrid list={temples} render={(tm) => <TempleCard temple={tm} />} empty={empty} summary={summary} />
        )}
      </div>
    </PageFrame>
  );
}
