import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from './user-text';
import styles from './community.module.css';

type Render = (text: string) => string;

/**
 * "Preview" under a post's or comment's text box: the text as it will read once sent, by the same
 * Markdown rules the API renders with. The renderer's code comes only when a person asks for a
 * preview, so pages that only show posts never carry it.
 */
export function MarkdownPreview({ text }: { text: string }) {
  const { t } = useTranslation('community');
  const [open, setOpen] = useState(false);
  const [render, setRender] = useState<Render | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open || render) return;
    import('@sangam/contracts/markdown')
      .then((module) => setRender(() => module.renderMarkdown))
      .catch(() => setFailed(true));
  }, [open, render]);

  return (
    <div className={styles.previewBox}>
      <button type="button" className="button-link" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? t('markdown.hide_preview') : t('markdown.preview')}
      </button>
      {open ? (
        <section className={styles.previewText} aria-label={t('markdown.preview_label')}>
          {failed ? (
            <p role="alert">{t('markdown.failed')}</p>
          ) : !render ? (
            <p className={styles.meta}>{t('markdown.loading')}</p>
          ) : text.trim() ? (
            <UserText html={render(text)} />
          ) : (
            <p className={styles.meta}>{t('markdown.empty')}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
