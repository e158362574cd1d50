import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './search-suggestions.module.css';

/** An item a list offers when a search found nothing: its label and its page. */
export interface SuggestedItem {
  key: string | number;
  label: string;
  to: string;
}

/** How many of a list's first items an empty search offers. */
const OFFERED = 5;

/** A list's first items as an empty search offers them: the first few, each as a suggested item. */
export function offeredItems<T>(items: readonly T[] | undefined, toItem: (item: T) => SuggestedItem): SuggestedItem[] {
  return (items ?? []).slice(0, OFFERED).map(toItem);
}

/**
 * How a suggested spelling becomes a new search: an address (a list whose words are in its path),
 * or what picking it does (a list whose search box takes the name).
 */
type SearchFor =
  { linkFor: (name: string) => string; onPick?: never } | { onPick: (name: string) => void; linkFor?: never };

/**
 * What an empty search offers instead (issue 21): the names spelled nearest to its words (the
 * answer's `suggestions`), each a new search, and the list's popular items or topics.
 */
export function SearchSuggestions({
  suggestions,
  popular,
  popularLabel,
  ...searchFor
}: { suggestions: string[]; popular: SuggestedItem[]; popularLabel: string } & SearchFor) {
  const { t } = useTranslation();
  return (
    <>
      {suggestions.length ? (
        <div className={styles.suggestions}>
          <p>{t('search.did_you_mean')}</p>
          <ul>
            {suggestions.map((name) => (
              <li key={name}>
                {searchFor.linkFor ? (
                  <Link to={searchFor.linkFor(name)}>{name}</Link>
                ) : (
                  <button type="button" className="button-link" onClick={() => searchFor.onPick(name)}>
                    {name}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {popular.length ? (
        <div className={styles.suggestions}>
          <p>{popularLabel}</p>
          <ul>
            {popular.map((item) => (
              <li key={item.key}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
