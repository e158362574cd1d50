import { useId } from 'react';
import { formStyles } from '../../../shared/ui/form';

/** A list's search box; the page debounces what is typed before it asks the API. */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={formStyles.field} role="search">
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={formStyles.input}
        value={value}
        maxLength={100}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
