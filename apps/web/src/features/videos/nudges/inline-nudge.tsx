import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { track } from '../../../shared/tracking';
import { useNudgeShown } from './use-nudge-shown';
import styles from './nudges.module.css';

/** A nudge inside the list, across the grid: sign up (guests) or tell us about classes. */
export function InlineNudge({ kind, onClasses }: { kind: 'account' | 'classes'; onClasses: () => void }) {
  const { t } = useTranslation('videos');
  const { lang = 'en' } = useParams();
  const nudge = kind === 'account' ? 'inline_account' : 'inline_classes';
  useNudgeShown(nudge);
  return (
    <aside className={styles.inline} aria-labelledby={`${nudge}-title`}>
      <div>
        <h3 id={`${nudge}-title`}>{t(`nudges.${nudge}.title`)}</h3>
        <p>{t(`nudges.${nudge}.body`)}</p>
      </div>
      {kind === 'account' ? (
        <Link
          className="button"
          to={localize(lang, paths.register())}
          onClick={() => track('nudge_click', { nudge, action: 'register' })}
        >
          {t('nudges.inline_account.action')}
        </Link>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => {
            track('nudge_click', { nudge, action: 'classes_form' });
            onClasses();
          }}
        >
          {t('nudges.inline_classes.action')}
        </button>
      )}
    </aside>
  );
}
