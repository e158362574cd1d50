import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './community.module.css';
import formStyles from '../../../shared/ui/form/form.module.css';
import { useTypedBeforeAdoption } from '../../../shared/ui/form/typed-before-adoption';

/** Search communities by name or tag; the list follows as the person types (debounced by the page). */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('community');
  const id = useId();
  const typed = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value);
  const field = useTypedBeforeAdoption(value, typed);
  return (
    <div className={`${formStyles.field} ${styles.search}`} role="search">
      <label htmlFor={id} className={formStyles.label}>
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        className={formStyles.input}
        value={value}
        placeholder={t('search.placeholder')}
        maxLength={100}
        onChange={typed}
        ref={field}
      />
    </div>
  );
}
