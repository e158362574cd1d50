import type { Comment, Post } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/ui/toast/toast-store';
import { communityCalls, communityKeys, patchCached } from './api';
import { failureMessage } from './messages';
import { useMemberAction } from './use-member-action';

type Votable = Pick<Post | Comment, 'id' | 'score' | 'user_vote'>;
type Direction = 'upvote' | 'downvote';

/**
 * Voting on a post or comment (spec section 4): the score moves at once, the server's score then
 * replaces it, a failure reverts it; `busy` is the item's loading flag that disables both buttons.
 * Voting the same way again withdraws the vote, so the optimistic change follows the same rule.
 */
export function useVote(kind: 'posts' | 'comments', item: Votable) {
  const { t } = useTranslation('community');
  const client = useQueryClient();
  const member = useMemberAction();
  const apply = (score: number, user_vote: -1 | 0 | 1) =>
    patchCached<Votable>(client, kind, item.id, (i) => ({ ...i, score, user_vote }));
  const mutation = useMutation({
    mutationKey: communityKeys.vote(kind, item.id),
    mutationFn: (direction: Direction) =>
      (kind === 'posts' ? communityCalls.votePost : communityCalls.voteComment)(item.id, direction),
    // What the item showed before, for a failure to put back.
    onMutate: (direction) => {
      const value = direction === 'upvote' ? 1 : -1;
      const before = { score: item.score, user_vote: item.user_vote };
      const after = before.user_vote === value ? 0 : value;
      apply(before.score + after - before.user_vote, after);
      return before;
    },
    onSuccess: (answer) => {
      apply(answer.score, answer.user_vote);
      // Voting the same way again takes the vote back: saying "Upvoted" then would be untrue.
      if (answer.user_vote === 0) toast.info(t('toasts.vote_removed'));
      else toast.success(t(answer.user_vote === 1 ? 'toasts.upvoted' : 'toasts.downvoted'));
    },
    onError: (error, direction, before) => {
      if (before) apply(before.score, before.user_vote);
      toast.error(failureMessage(error, direction));
    },
  });

  function vote(direction: Direction) {
    if (!member() || mutation.isPending) return;
    mutation.mutate(direction);
  }

  return { vote, busy: mutation.isPending };
}
