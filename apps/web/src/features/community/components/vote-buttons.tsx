import type { Comment, Post } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { useVote } from '../use-vote';
import styles from './community.module.css';
import { numberFormat } from '../../../shared/lib/intl-format';

/** Upvote, the score, Downvote; both disabled while this item's vote is on its way. */
export function VoteButtons({
  kind,
  item,
}: {
  kind: 'posts' | 'comments';
  item: Pick<Post | Comment, 'id' | 'score' | 'user_vote'>;
}) {
  const { t, i18n } = useTranslation('community');
  const { vote, busy } = useVote(kind, item);
  return (
    <div className={styles.votes} role="group" aria-label={t('vote.label')} aria-busy={busy}>
      <button
        type="button"
        className={styles.voteButton}
        aria-pressed={item.user_vote === 1}
        aria-label={t('vote.upvote')}
        title={t('vote.upvote')}
        disabled={busy}
        onClick={() => vote('upvote')}
      >
        <span aria-hidden="true">▲</span>
      </button>
      <span className={styles.score}>
        <span aria-hidden="true">{numberFormat(i18n.resolvedLanguage).format(item.score)}</span>
        <span className="visually-hidden">{t('vote.score', { count: item.score })}</span>
      </span>
      <button
        type="button"
        className={styles.voteButton}
        aria-pressed={item.user_vote === -1}
        aria-label={t('vote.downvote')}
        title={t('vote.downvote')}
        disabled={busy}
        onClick={() => vote('downvote')}
      >
        <span aria-hidden="true">▼</span>
      </button>
    </div>
  );
}
