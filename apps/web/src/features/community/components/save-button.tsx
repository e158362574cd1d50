import type { Comment, Post } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { useSave } from '../use-save';
import styles from './community.module.css';

/** Save / Saved: a toggle (aria-pressed) for keeping a post or comment to read again. */
export function SaveButton({ kind, item }: { kind: 'posts' | 'comments'; item: Pick<Post | Comment, 'id' | 'saved'> }) {
  const { t } = useTranslation('community');
  const { toggle, busy } = useSave(kind, item);
  return (
    <button
      type="button"
      className={`button-link ${styles.saveToggle}`}
      aria-pressed={item.saved}
      aria-busy={busy}
      disabled={busy}
      onClick={() => toggle()}
    >
      {t(item.saved ? 'save.saved' : 'save.save')}
    </button>
  );
}
