import type { Community } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/ui/toast/toast-store';
import { communityCalls, communityKeys, patchCached } from './api';
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
  const apply = (is_followed: boolean, follower_count: number) =>
    patchCached<Community>(client, 'communities', community.id, (c) => ({
      ...c,
      is_followed,
      follower_count,
      followers: is_followed ? c.followers : [],
    }));
  const mutation = useMutation({
    mutationFn: (follow: boolean) => communityCalls.follow(community.id, follow),
    // What the community showed before, for a failure to put back.
    onMutate: (follow) => {
      const before = { is_followed: community.is_followed, follower_count: community.follower_count };
      apply(follow, Math.max(0, community.follower_count + (follow ? 1 : -1)));
      return before;
    },
    onSuccess: (answer, follow) => {
      apply(answer.is_followed, answer.follower_count);
      toast.success(t(follow ? 'toasts.followed' : 'toasts.unfollowed'));
      void client.invalidateQueries({ queryKey: communityKeys.mine });
      void client.invalidateQueries({ queryKey: communityKeys.feeds });
    },
    onError: (error, follow, before) => {
      if (before) apply(before.is_followed, before.follower_count);
      toast.error(failureMessage(error, follow ? 'follow' : 'unfollow'));
    },
  });

  function toggle() {
    const follow = !community.is_followed;
    // Unfollow does not check sign-in (spec section 6); a guest never sees a followed community.
    if (follow && !member()) return;
    mutation.mutate(follow);
  }

  return { toggle, busy: mutation.isPending };
}
