import { LANGUAGE_NATIVE_NAMES, LANGUAGES, type Language } from '@sangam/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../api/error-messages';
import styles from './reader-languages.module.css';

/**
 * "My languages" (issue 21): the ten languages, each named in its own script, ticked in the order
 * the reader wants them first in lists. Saving says so in a status line.
 */
export function ReaderLanguagesChoice({
  initial,
  onSave,
}: {
  initial: readonly Language[];
  onSave: (languages: Language[]) => Promise<unknown> | void;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const [chosen, setChosen] = useState<Language[]>([...initial]);
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const toggle = (code: Language) => {
    setStatus(null);
    setChosen((list) => (list.includes(code) ? list.filter((c) => c !== code) : [...list, code]));
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave(chosen);
      setStatus({ kind: 'saved', text: t('reader_languages.saved') });
    } catch (err) {
      setStatus({ kind: 'error', text: describeApiError(err).form ?? t('api_errors.generic') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.choice} onSubmit={(event) => void save(event)}>
      <fieldset className={styles.fieldset} aria-describedby={`${id}-hint`}>
        <legend className={styles.legend}>{t('reader_languages.heading')}</legend>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('reader_languages.hint')}
        </p>
        <ul className={styles.options}>
          {LANGUAGES.map((code) => {
            const place = chosen.indexOf(code);
            return (
              <li key={code}>
                <label className={styles.option}>
                  <input type="checkbox" checked={place !== -1} onChange={() => toggle(code)} />
                  <span lang={code}>{LANGUAGE_NATIVE_NAMES[code]}</span>
                  {place !== -1 ? (
                    <span className={styles.place} aria-hidden="true">
                      {place + 1}
                    </span>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={saving}>
          {t('reader_languages.save')}
        </button>
        <p role="status" className={status?.kind === 'error' ? styles.error : styles.saved}>
          {status?.text}
        </p>
      </div>
    </form>
  );
}
