import type { Comment, PostDetail, ThreadComment, ThreadScores } from '@sangam/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { followEvents, withStreamTicket } from '../../shared/api/live-events';
import { isAuthenticated, useSession } from '../../shared/session/session-store';
import { communityKeys, patchCached, readThreadFresh } from './api';

/** The comments heard of that the reader does not have in the thread yet (their own, a reread, are). */
const unseenComments = (heard: readonly number[], shown: readonly Pick<Comment, 'id'>[]) => {
  const have = new Set(shown.map((c) => c.id));
  return heard.filter((id) => !have.has(id));
};

/**
 * Puts the scores heard in place wherever the items are cached, except an item whose reader's own
 * vote is on its way: its answer, and the next scores after it, say the same without undoing the
 * optimistic change in between.
 */
function applyScores(client: QueryClient, scores: ThreadScores) {
  for (const [kind, items] of [
    ['posts', scores.posts],
    ['comments', scores.comments],
  ] as const) {
    for (const { id, score } of items) {
      if (client.isMutating({ mutationKey: communityKeys.vote(kind, id) }) > 0) continue;
      patchCached<{ id: number; score: number }>(client, kind, id, (item) => ({ ...item, score }));
    }
  }
}

/**
 * A post's live thread while its page is open (issue 26): new comments are counted, not inserted,
 * so nothing moves under the reader's eyes or their half-written reply; `show` reads the thread again
 * with them. Scores change in place. A member follows the thread as themselves (a ticket), so the
 * people they blocked stay out of it; a removed post has nothing to follow.
 */
export function useLiveThread(post: PostDetail, shown: readonly Comment[]) {
  const client = useQueryClient();
  const signedIn = isAuthenticated(useSession());
  const [heard, setHeard] = useState<number[]>([]);
  const followed = !post.is_removed;

  useEffect(() => {
    if (!followed || typeof EventSource === 'undefined') return;
    const path = `/api/posts/${post.id}/stream/`;
    return followEvents(() => (signedIn ? withStreamTicket(path) : Promise.resolve(path)), {
      comment: (data) => {
        const { id } = data as ThreadComment;
        setHeard((ids) => (ids.includes(id) ? ids : [...ids, id]));
      },
      scores: (data) => applyScores(client, data as ThreadScores),
    });
  }, [post.id, followed, signedIn, client]);

  const unseen = unseenComments(heard, shown).length;

  // The first new comment shown takes the focus from the button that goes, once it is on the page.
  const arrived = useRef<number | null>(null);
  useEffect(() => {
    if (arrived.current === null || !shown.some((c) => c.id === arrived.current)) return;
    document.getElementById(`comment-${arrived.current}`)?.focus();
    arrived.current = null;
  }, [shown]);

  /** Reads the thread again with the new comments, and takes the reader to the first that arrived. */
  async function show() {
    const [first] = unseenComments(heard, shown);
    setHeard([]);
    arrived.current = first ?? null;
    patchCached<PostDetail>(client, 'posts', post.id, (p) => ({ ...p, comment_count: p.comment_count + unseen }));
    readThreadFresh(post.id);
    await client.invalidateQueries({ queryKey: communityKeys.postComments(post.id) });
  }

  return { unseen, show };
}
