import { SORT_OPTIONS, TOP_PERIODS } from '@sangam/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../../shared/ui/form/form.module.css';
import type { PostOrder } from '../post-order';

/** New, Top, Hot; beside Top, the period it reaches back (today, this week… all time). */
export function PostOrderSelects({ order, onChange }: { order: PostOrder; onChange: (order: PostOrder) => void }) {
  const { t } = useTranslation('community');
  return (
    <>
      <Choice
        label={t('sort.label')}
        value={order.sort}
        options={SORT_OPTIONS.map((sort) => [sort, t(`sort.${sort}`)])}
        onChange={(sort) => onChange({ ...order, sort })}
      />
      {order.sort === 'top' ? (
        <Choice
          label={t('period.label')}
          value={order.period}
          options={TOP_PERIODS.map((period) => [period, t(`period.${period}`)])}
          onChange={(period) => onChange({ ...order, period })}
        />
      ) : null}
    </>
  );
}

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: [T, string][];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <select
        id={id}
        className={formStyles.input}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map(([option, name]) => (
          <option key={option} value={option}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
