import type { ClassDetail } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../format';
import { languageName, levelLabel, formatLabel } from '../labels';
import { Price } from './price';
import styles from './classes.module.css';
import { numberFormat } from '../../../shared/lib/intl-format';

/** The facts of a class one weighs before booking, as a description list. */
export function ClassFacts({ cls }: { cls: ClassDetail }) {
  const { t, i18n } = useTranslation('classes');
  const language = i18n.resolvedLanguage ?? 'en';
  const number = numberFormat(language);
  const ages =
    cls.age_max >= 120
      ? t('facts.ages_from', { min: number.format(cls.age_min) })
      : t('facts.ages_range', { min: number.format(cls.age_min), max: number.format(cls.age_max) });
  const facts: Array<[string, React.ReactNode]> = [
    [t('facts.language'), languageName(cls.language, language)],
    [t('facts.level'), levelLabel(t, cls.level)],
    [t('facts.ages'), cls.age_min <= 1 && cls.age_max >= 120 ? t('facts.all_ages') : ages],
    [t('facts.format'), formatLabel(t, cls.format)],
    [t('facts.duration'), formatDuration(cls.duration_minutes, language)],
    [t('facts.size'), cls.capacity === 1 ? t('capacity.one_to_one') : t('capacity.group', { count: cls.capacity })],
    [t('facts.price'), <Price key="price" minor={cls.price_minor} currency={cls.currency} />],
    [
      t('facts.cancellation'),
      cls.cancellation_hours === 0
        ? t('facts.cancel_any_time')
        : t('facts.cancel_until', { count: cls.cancellation_hours }),
    ],
  ];
  if (cls.format === 'in_person' && cls.address) facts.push([t('facts.address'), cls.address]);
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
