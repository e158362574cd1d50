import type { Comment, Post } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/ui/toast/toast-store';
import { communityCalls, communityKeys, patchCached } from './api';
import { failureMessage } from './messages';
import { useMemberAction } from './use-member-action';

type Savable = Pick<Post | Comment, 'id' | 'saved'>;

/**
 * Save and unsave a post or comment (issue 26), as follow and vote do: it shows saved at once
 * everywhere it is cached, the server's answer confirms it, a failure puts it back. The Saved lists
 * are asked again afterwards, so what was saved here is there.
 */
export function useSave(kind: 'posts' | 'comments', item: Savable) {
  const { t } = useTranslation('community');
  const client = useQueryClient();
  const member = useMemberAction();
  const apply = (saved: boolean) => patchCached<Savable>(client, kind, item.id, (i) => ({ ...i, saved }));
  const mutation = useMutation({
    mutationFn: (saved: boolean) => communityCalls.save(kind, item.id, saved),
    onMutate: (saved) => {
      apply(saved);
      return { before: item.saved };
    },
    onSuccess: (answer) => {
      apply(answer.saved);
      toast.success(t(answer.saved ? 'toasts.saved' : 'toasts.unsaved'));
      void client.invalidateQueries({
        queryKey: kind === 'posts' ? communityKeys.savedPostLists : communityKeys.savedComments,
      });
    },
    onError: (error, saved, context) => {
      if (context) apply(context.before);
      toast.error(failureMessage(error, saved ? 'save' : 'unsave'));
    },
  });

  function toggle() {
    const save = !item.saved;
    // Unsaving needs no sign-in check: a guest never sees anything saved.
    if (save && !member()) return;
    mutation.mutate(save);
  }

  return { toggle, busy: mutation.isPending };
}
