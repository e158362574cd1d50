import { SORT_OPTIONS, type SortOption } from '@sangam/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../../shared/ui/form/form.module.css';

/** New, Top, Hot. */
export function SortSelect({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  const { t } = useTranslation('community');
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {t('sort.label')}
      </label>
      <select
        id={id}
        className={formStyles.input}
        value={value}
        onChange={(event) => onChange(event.target.value as SortOption)}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
