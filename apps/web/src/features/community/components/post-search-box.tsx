import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../../shared/ui/form/form.module.css';
import { useTypedBeforeAdoption } from '../../../shared/ui/form/typed-before-adoption';
import styles from './community.module.css';

/**
 * Search posts (a community's, or every community's on the feed), in any script or spelling; the
 * page debounces what is typed. Clearing empties the box and puts the focus back in it.
 */
export function PostSearchBox({
  value,
  onChange,
  everywhere = false,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The search covers every community (the feed), not the page's own. */
  everywhere?: boolean;
}) {
  const { t } = useTranslation('community');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const typed = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value);
  const field = useTypedBeforeAdoption(value, typed, input);
  const clear = () => {
    onChange('');
    input.current?.focus();
  };
  return (
    <div className={`${formStyles.field} ${styles.search}`} role="search">
      <label htmlFor={id} className={formStyles.label}>
        {everywhere ? t('post_search.label_all') : t('post_search.label')}
      </label>
      <div className={styles.searchRow}>
        <input
          id={id}
          type="search"
          className={formStyles.input}
          value={value}
          placeholder={t('post_search.placeholder')}
          maxLength={100}
          onChange={typed}
          ref={field}
        />
        {value ? (
          <button type="button" className="button button-secondary" onClick={clear}>
            {t('post_search.clear')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
