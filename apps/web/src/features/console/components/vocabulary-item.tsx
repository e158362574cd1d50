import { LANGUAGES, LANGUAGE_NATIVE_NAMES, type ConsoleCategory, type ConsoleTag } from '@sangam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../shared/lib/intl-format';
import { toast } from '../../../shared/ui/toast/toast-store';
import { NamesForm } from './names-form';
import styles from './console.module.css';

type Props = { kind: 'tag'; item: ConsoleTag } | { kind: 'category'; item: ConsoleCategory };

/**
 * One tag or category of the vocabulary: its name, how many videos carry it (a tag), its name in
 * each language it has one in, and Edit names, which opens the names form in its place.
 */
export function VocabularyItem(props: Props) {
  const { t, i18n } = useTranslation('console');
  const [editing, setEditing] = useState(false);
  const { kind, item } = props;
  const titleId = `${kind}-${item.id}`;
  const named = LANGUAGES.filter((lang) => typeof item.translations[lang]?.name === 'string');

  return (
    <article className={styles.itemBody} aria-labelledby={titleId}>
      <h3 id={titleId}>{item.name}</h3>
      {props.kind === 'tag' ? (
        <p className={styles.meta}>
          {t('vocabulary.videos', {
            count: props.item.videos,
            number: numberFormat(i18n.resolvedLanguage).format(props.item.videos),
          })}
        </p>
      ) : null}
      {named.length ? (
        <dl className={styles.names}>
          {named.map((lang) => (
            <div key={lang}>
              <dt lang={lang}>{LANGUAGE_NATIVE_NAMES[lang]}</dt>
              <dd lang={lang}>{item.translations[lang]!.name}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={styles.meta}>{t('vocabulary.unnamed')}</p>
      )}
      {editing ? (
        <NamesForm
          {...props}
          onSaved={(name) => {
            toast.success(t('vocabulary.saved', { name }));
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className={styles.actions}>
          <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
            {t('vocabulary.edit')} <span className="visually-hidden">{item.name}</span>
          </button>
        </div>
      )}
    </article>
  );
}
