import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form.module.css';
import { useTickedBeforeAdoption, useTypedBeforeAdoption } from './typed-before-adoption';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The input itself (React 19 passes a ref as a prop), e.g. to focus it when its form opens. */
  ref?: Ref<HTMLInputElement>;
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled input with its hint and its error, announced to screen readers. */
export function TextField({ label, error, hint, ref, ...input }: FieldProps) {
  const id = useId();
  const field = useTypedBeforeAdoption(input.value, input.onChange, ref);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        className={`${styles.input} ${error ? styles.invalid : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
        ref={field}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled whole-number input (a count, days, minutes): the number keyboard, the browser's steppers. */
export function NumberField(props: Omit<FieldProps, 'type' | 'inputMode'>) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}

/** A labelled web address input: the keyboard for addresses, and the browser knows what it holds. */
export function UrlField(props: Omit<FieldProps, 'type' | 'inputMode'>) {
  return <TextField type="url" inputMode="url" {...props} />;
}

/** A labelled multi-line input with its hint and its error. */
export function TextAreaField({
  label,
  error,
  hint,
  ref,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  /** The text box itself (React 19 passes a ref as a prop), e.g. to focus it when its form opens. */
  ref?: Ref<HTMLTextAreaElement>;
  label: string;
  error?: string | null;
  hint?: ReactNode;
}) {
  const id = useId();
  const box = useTypedBeforeAdoption(textarea.value, textarea.onChange, ref);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        className={`${styles.input} ${styles.textarea} ${error ? styles.invalid : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
        ref={box}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a control that shows or hides what was typed. */
export function PasswordField(props: Omit<FieldProps, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.passwordWrap}>
      <TextField {...props} type={visible ? 'text' : 'password'} />
      <button type="button" className={styles.reveal} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
        {visible ? t('form.hide_password') : t('form.show_password')}
      </button>
    </div>
  );
}

export function CheckboxField({
  label,
  error,
  checked,
  onChange,
}: {
  label: ReactNode;
  error?: string | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const box = useTickedBeforeAdoption(checked, onChange);
  return (
    <div className={styles.field}>
      <div className={styles.checkboxRow}>
        <input
          ref={box}
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The sentence about the whole form (a failed login, a lost connection). */
export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`${styles.message} ${styles[`message_${kind}`]}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export function SubmitButton({ busy, children, busyLabel }: { busy: boolean; children: ReactNode; busyLabel: string }) {
  return (
    <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}

/** A labelled native select with a "Select" first choice and its error, announced to screen readers. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={`${styles.input} ${error ? styles.invalid : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{t('dropdown.placeholder')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
