import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readString, STORAGE_KEYS, writeString } from '../../../shared/lib/storage';
import { useBrowserValue } from '../../../shared/lib/use-hydrated';
import styles from './practice.module.css';
import { numberFormat } from '../../../shared/lib/intl-format';

/**
 * A silent counter for chanting: one tap (or Space/Enter on the button) per recitation, a mala of
 * `target`, kept on this device for the day so a reload does not lose the count.
 */
export function ChantCounter({ id, target }: { id: string; target: number }) {
  const { t, i18n } = useTranslation('practice');
  // The parent keys this component by `id`, so a new day or mantra starts from its own count.
  const [saved, setCount] = useState(() => {
    const [savedId, value] = readString(STORAGE_KEYS.chantCount)?.split('|') ?? [];
    return savedId === id ? Number(value) || 0 : 0;
  });
  // The server's page starts from 0: the count kept on this device shows once the page is adopted.
  const count = useBrowserValue(() => saved, 0);

  function set(next: number) {
    setCount(next);
    writeString(STORAGE_KEYS.chantCount, `${id}|${next}`);
  }

  const format = numberFormat(i18n.language);
  const malas = Math.floor(count / target);
  return (
    <div className={styles.counter}>
      <button type="button" className={styles.counterButton} onClick={() => set(count + 1)}>
        <span className={styles.counterValue} aria-live="polite">
          {format.format(count)}
        </span>
        <span className={styles.counterTap}>{t('today.tap')}</span>
      </button>
      <p className={styles.counterMeta}>
        {t('today.target', { count: target, target: format.format(target) })}
        {malas > 0 ? ` · ${t('today.malas', { count: malas })}` : ''}
      </p>
      {count > 0 ? (
        <button type="button" className={styles.linkButton} onClick={() => set(0)}>
          {t('today.reset')}
        </button>
      ) : null}
    </div>
  );
}
