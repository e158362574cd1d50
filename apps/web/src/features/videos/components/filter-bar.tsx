import { useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { useHydrated } from '../../../shared/lib/use-hydrated';
import { guestLanguages, saveGuestLanguages } from '../../../shared/session/reader-languages';
import { isAuthenticated, useSession } from '../../../shared/session/session-store';
import { ReaderLanguagesChoice } from '../../../shared/ui/reader-languages/reader-languages-choice';
import { track } from '../../../shared/tracking';
import { categoriesQuery, languagesQuery, tagsQuery } from '../api';
import { hasFilters, pathFor, type VideoFilters } from '../filters';
import { useCatalogueLabels } from '../labels';
import styles from './filter-bar.module.css';
import { useTypedBeforeAdoption } from '../../../shared/ui/form/typed-before-adoption';

/**
 * The filters of the Videos page (spec section 2): a search box (Enter or the button; the query
 * goes into the path), the Kids Hub toggle, category buttons with All, language buttons, the tags
 * of the chosen category (hidden while searching) and Clear filters. Each is a link to the
 * filtered list, so every view has its own address.
 */
export function FilterBar({ filters }: { filters: VideoFilters }) {
  const { t } = useTranslation('videos');
  const { lang = 'en' } = useParams();
  const navigate = useNavigate();
  const labels = useCatalogueLabels();
  const categories = useQuery(categoriesQuery(lang));
  const languages = useQuery(languagesQuery());
  const tags = useQuery({
    ...tagsQuery(filters.category ?? '', lang),
    enabled: Boolean(filters.category) && !filters.q,
  });
  const [query, setQuery] = useState(filters.q ?? '');
  const typed = (event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value);
  const searchField = useTypedBeforeAdoption(query, typed);
  const to = (change: Partial<VideoFilters>) => localize(lang, pathFor({ ...filters, ...change }));
  const kidsToggled = to({ kids: !filters.kids });
  const chose = (filter: string, value: string) => () => track('click_cta', { action: 'video_filter', filter, value });

  function onSearch(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    track('click_cta', { action: 'video_search', query: q.slice(0, 100) });
    void navigate(localize(lang, pathFor({ ...filters, q: q || undefined, tag: undefined })));
  }

  return (
    <section className={styles.bar} aria-label={t('filters.heading')}>
      <form role="search" className={styles.search} onSubmit={onSearch}>
        <label htmlFor="video-search" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id="video-search"
          type="search"
          className={styles.searchInput}
          value={query}
          maxLength={200}
          placeholder={t('search.placeholder')}
          onChange={typed}
          ref={searchField}
          enterKeyHint="search"
        />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </form>

      <div className={styles.row}>
        <Link
          to={kidsToggled}
          className={`${styles.kids} ${filters.kids ? styles.kidsOn : ''}`}
          role="switch"
          aria-checked={filters.kids}
          aria-describedby="kids-hub-hint"
          onClick={chose('kids', String(!filters.kids))}
          // A switch turns with Space as well; a link alone would only follow Enter (Space scrolls).
          onKeyDown={(event) => {
            if (event.key !== ' ') return;
            event.preventDefault();
            chose('kids', String(!filters.kids))();
            void navigate(kidsToggled);
          }}
        >
          <span className={styles.switch} aria-hidden="true" />
          {t('filters.kids_hub')}
        </Link>
        <span id="kids-hub-hint" className={styles.hint}>
          {t('filters.kids_hub_hint')}
        </span>
        <MyLanguages />
        {hasFilters(filters) ? (
          <Link to={localize(lang, pathFor({ kids: false }))} className={styles.clear} onClick={chose('clear', 'all')}>
            {t('filters.clear')}
          </Link>
        ) : null}
      </div>

      <ChipGroup label={t('filters.categories')}>
        <Chip
          to={to({ category: undefined, tag: undefined })}
          active={!filters.category}
          onClick={chose('category', 'all')}
        >
          {t('filters.all')}
        </Chip>
        {categories.data?.map((category) => (
          <Chip
            key={category.id}
            to={to({ category: category.slug, tag: undefined })}
            active={filters.category === category.slug}
            onClick={chose('category', category.slug)}
          >
            {labels.category(category)}
          </Chip>
        ))}
      </ChipGroup>

      <ChipGroup label={t('filters.languages')}>
        <Chip to={to({ language: undefined })} active={!filters.language} onClick={chose('language', 'all')}>
          {t('filters.all')}
        </Chip>
        {languages.data?.map((language) => (
          <Chip
            key={language.id}
            to={to({ language: language.slug })}
            active={filters.language === language.slug || filters.language === language.code}
            onClick={chose('language', language.slug)}
          >
            {labels.language(language)}
          </Chip>
        ))}
      </ChipGroup>

      {filters.category && !filters.q && tags.data?.length ? (
        <ChipGroup label={t('filters.tags')}>
          {tags.data.map((tag) => (
            <Chip
              key={tag.id}
              to={to({ tag: filters.tag === tag.slug ? undefined : tag.slug })}
              active={filters.tag === tag.slug}
              onClick={chose('tag', tag.slug)}
            >
              #{tag.name}
            </Chip>
          ))}
        </ChipGroup>
      ) : null}
    </section>
  );
}

/**
 * A guest's "My languages", kept in this browser and opened in place; a signed-in person keeps
 * theirs in the profile, where this leads.
 */
function MyLanguages() {
  const { t } = useTranslation('common');
  const { lang = 'en' } = useParams();
  const signedIn = isAuthenticated(useSession());
  const hydrated = useHydrated();
  if (signedIn) {
    return (
      <Link to={`${localize(lang, paths.profile())}#my-languages`} className={styles.myLanguages}>
        {t('reader_languages.heading')}
      </Link>
    );
  }
  return (
    <details className={styles.myLanguagesBox}>
      <summary className={styles.myLanguages}>{t('reader_languages.heading')}</summary>
      <div className={styles.myLanguagesPanel}>
        {/* The guest's choice lives in this browser's storage: read only once the page is the browser's. */}
        {hydrated ? <ReaderLanguagesChoice initial={guestLanguages() ?? []} onSave={saveGuestLanguages} /> : null}
      </div>
    </details>
  );
}

function ChipGroup({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.group}>
      <h2 className={styles.groupLabel}>{label}</h2>
      <ul className={styles.chips}>{children}</ul>
    </div>
  );
}

function Chip({
  to,
  active,
  onClick,
  children,
}: {
  to: string;
  active: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        className={`${styles.chip} ${active ? styles.active : ''}`}
        aria-current={active ? 'true' : undefined}
        onClick={onClick}
        preventScrollReset
      >
        {children}
      </Link>
    </li>
  );
}
