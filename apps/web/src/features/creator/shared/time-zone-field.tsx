import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneOptions } from '../../../shared/lib/time-zones';
import { Dropdown } from '../../../shared/ui/dropdown/dropdown';
import styles from '../../../shared/ui/creator.module.css';

/** The tutor's time zone, picked from every zone the browser knows, with a hint and its error. */
export function TimeZoneField({
  label,
  hint,
  value,
  onChange,
  error,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const zones = useMemo(() => timeZoneOptions(language, value), [language, value]);
  return (
    <div className={styles.zoneField}>
      <Dropdown
        label={label}
        options={zones}
        value={value}
        clearable={false}
        onChange={(zone) => zone && onChange(zone)}
      />
      <p className={styles.hint}>{hint}</p>
      {error ? <p className={styles.error}>{error}</p> : null}
    </div>
  );
}
