import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import type { EnglishResources } from '../../../shared/i18n/resources';
import { localize } from '../../../shared/lib/paths';
import styles from './item-steps.module.css';

/** The host sides whose items have pages of their own, worded under `steps.*` (`label` names the list). */
type StepsNamespace = {
  [N in keyof EnglishResources]: EnglishResources[N] extends { steps: { label: string; details: string; all: string } }
    ? N
    : never;
}[keyof EnglishResources];

interface ItemStep<N extends StepsNamespace> {
  /** The path without the language, e.g. `paths.creatorRetreatEdit(id)`. */
  path: string;
  /** Its words under `steps.*` of the area's namespace. */
  name: Exclude<keyof EnglishResources[N]['steps'], 'label'>;
  /** Lit only on this very path (the list of all, whose path begins the others'). */
  end?: boolean;
}

/**
 * The pages of one retreat or journey (its details, packages or departures…, and back to all),
 * shown above each of them with the item's title in its own language. Each area makes its own
 * from its namespace and the steps of an item (`stepsOf`).
 */
export function itemSteps<N extends StepsNamespace>(ns: N, stepsOf: (id: number) => ItemStep<N>[]) {
  return function ItemSteps({ id, title, lang: contentLanguage }: { id: number; title: string; lang: string }) {
    const { t } = useTranslation(ns as StepsNamespace);
    const { lang = 'en' } = useParams();
    return (
      <nav className={styles.steps} aria-label={t('steps.label', { title })}>
        <p className={styles.stepsTitle} lang={contentLanguage}>
          {title}
        </p>
        <ul>
          {stepsOf(id).map((step) => (
            <li key={step.path}>
              <NavLink to={localize(lang, step.path)} end={step.end}>
                {/* The names are checked against the namespace above; i18next cannot follow a built key. */}
                {t(`steps.${String(step.name)}` as 'steps.details')}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    );
  };
}
