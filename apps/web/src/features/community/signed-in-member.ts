import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { sessionStore } from '../../shared/session/session-store';
import { toast } from '../../shared/ui/toast/toast-store';

/**
 * For the community's component tests: each test of the file starts signed in as a member (Meera),
 * and leaves nothing behind (the render, mocks, session and toasts). Call once at a file's top level.
 */
export function signedInMemberForEachTest(accessToken = 'member-token') {
  beforeEach(() => {
    sessionStore.set({
      accessToken,
      user: { id: 5, username: 'meera', email: '', role: 'user', creator_type: null },
    });
  });

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
    for (const t of toast.list()) toast.dismiss(t.id);
  });
}
