import type { Profile } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/ui/toast/toast-store';
import { communityCalls, communityKeys } from './api';
import { failureMessage } from './messages';

/**
 * Block or unblock the person of a profile. Their posts and comments leave (or come back to) every
 * list the reader has open, so the cached lists of posts and comments are read again.
 */
export function useBlock(person: Profile) {
  const { t } = useTranslation('community');
  const client = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) => communityCalls.block(person.username, block),
    onSuccess: (answer) => {
      client.setQueriesData<Profile>({ queryKey: communityKeys.people }, (cached) =>
        cached?.username === person.username ? { ...cached, is_blocked: answer.is_blocked } : cached,
      );
      toast.success(t(answer.is_blocked ? 'toasts.blocked' : 'toasts.unblocked', { name: person.username }));
      void client.invalidateQueries({ queryKey: communityKeys.posts });
      void client.invalidateQueries({ queryKey: communityKeys.comments });
    },
    onError: (error, block) => toast.error(failureMessage(error, block ? 'block' : 'unblock')),
  });
}
