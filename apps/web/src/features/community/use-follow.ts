import type { Community } from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/ui/toast/toast-store';
import { followCommunity, patchCached } from './api';
import { failureMessage } from './messages';
import { useMemberAction } from './use-member-action';

/**
 * Follow and unfollow with the optimistic change of spec section 4: followed state and count flip
 * at once everywhere the community is shown, the server's count replaces it, a failure reverts it.
 */
export function useFollow(community: Community) {
  const { t } = useTranslation('community');
  const client = useQueryClient();
  const member = useMemberAction();
  const [busy, setBusy] = useState(false);

  async function toggle() {
    const follow = !community.is_followed;
    // Unfollow does not check sign-in (spec section 6); a guest never sees a followed community.
    if (follow && !member()) return;
    const before = { is_followed: community.is_followed, follower_count: community.follower_count };
    const apply = (is_followed: boolean, follower_count: number) =>
      patchCached<Community>(client, 'communities', community.id, (c) => ({
        ...c,
        is_followed,
        follower_count,
        followers: is_followed ? c.followers : [],
      }));
    apply(follow, Math.max(0, community.follower_count + (follow ? 1 : -1)));
    setBusy(true);
    try {
      const answer = await followCommunity(community.id, follow);
      apply(answer.is_followed, answer.follower_count);
      toast.success(t(follow ? 'toasts.followed' : 'toasts.unfollowed'));
      void client.invalidateQueries({ queryKey: ['communities', 'mine'] });
      void client.invalidateQueries({ queryKey: ['posts', 'feed'] });
    } catch (error) {
      apply(before.is_followed, before.follower_count);
      toast.error(failureMessage(error, follow ? 'follow' : 'unfollow'));
    } finally {
      setBusy(false);
    }
  }

  return { toggle, busy };
}
