import { NavLink, useParams } from 'react-router';
import { localize } from '../../../shared/lib/paths';
import styles from './item-steps.module.css';

export interface ItemStep {
  /** The path without the language, e.g. `paths.creatorRetreatEdit(id)`. */
  path: string;
  label: string;
  /** Lit only on this very path (the list of all, whose path begins the others'). */
  end?: boolean;
}

/**
 * The pages of one retreat or journey (its details, packages or departures…, and back to all),
 * shown above each of them with the item's title in its own language; each area passes its steps.
 */
export function ItemSteps({
  label,
  title,
  lang: contentLanguage,
  steps,
}: {
  label: string;
  title: string;
  lang: string;
  steps: ItemStep[];
}) {
  const { lang = 'en' } = useParams();
  return (
    <nav className={styles.steps} aria-label={label}>
      <p className={styles.stepsTitle} lang={contentLanguage}>
        {title}
      </p>
      <ul>
        {steps.map((step) => (
          <li key={step.path}>
            <NavLink to={localize(lang, step.path)} end={step.end}>
              {step.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
