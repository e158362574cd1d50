import { useId, type InputHTMLAttributes } from 'react';
import styles from '../../../shared/ui/host-forms.module.css';

/**
 * A small labelled input inside a row of a list (a departure's first night, a teacher's name), with
 * its message announced with it. The row is a named group ('Departure 2'), so its labels stay short.
 */
export function RowField({
  label,
  error,
  multiline = false,
  className,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  error?: string | null;
  multiline?: boolean;
  className?: string;
}) {
  const id = useId();
  const common = {
    id,
    className: styles.rowInput,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
  return (
    <div className={`${styles.rowField} ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          {...common}
          rows={2}
          value={input.value as string}
          maxLength={input.maxLength}
          onChange={input.onChange as never}
        />
      ) : (
        <input {...common} {...input} />
      )}
      {error ? (
        <p id={`${id}-error`} className={styles.rowError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
