import { useTranslation } from 'react-i18next';
import { timeZoneOptions } from '../../../shared/lib/time-zones';
import { Dropdown } from '../../../shared/ui/dropdown/dropdown';
import styles from './classes.module.css';

/** 'Times are shown in': the visitor's zone, which they may change (a traveller, a gift for family). */
export function ZonePicker({ zone, onChange }: { zone: string; onChange: (zone: string) => void }) {
  const { t, i18n } = useTranslation('classes');
  return (
    <div className={styles.zone}>
      <Dropdown
        label={t('slots.zone_label')}
        options={timeZoneOptions(i18n.resolvedLanguage ?? 'en', zone)}
        value={zone}
        clearable={false}
        onChange={(value) => value && onChange(value)}
      />
    </div>
  );
}
