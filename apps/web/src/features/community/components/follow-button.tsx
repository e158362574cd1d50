import type { Community } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { useFollow } from '../use-follow';

/** Follow / Unfollow for one community, named for it so a list of them reads well to a screen reader. */
export function FollowButton({ community }: { community: Community }) {
  const { t } = useTranslation('community');
  const { toggle, busy } = useFollow(community);
  const followed = community.is_followed;
  return (
    <button
      type="button"
      className={followed ? 'button button-secondary' : 'button'}
      aria-label={t(followed ? 'follow.unfollow_named' : 'follow.follow_named', { name: community.name })}
      aria-busy={busy}
      disabled={busy}
      onClick={() => toggle()}
    >
      {t(followed ? 'follow.unfollow' : 'follow.follow')}
    </button>
  );
}
