import type { Language, User } from '@sangam/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';
import { sessionStore } from '../../shared/session/session-store';
import { track } from '../../shared/tracking';

export interface ProfileChanges {
  display_name?: string;
  preferred_language?: string;
  content_languages?: Language[];
  time_zone?: string;
  city?: string;
}

interface PasswordChange {
  current_password: string;
  new_password: string;
}

/**
 * The account's query key, in one place: the signed-in person's own record, which the profile
 * reads and every save here puts back. No other feature reads or refreshes it by its value.
 */
export const accountKeys = {
  me: () => ['users', 'me'] as const,
};

export const meQuery = () =>
  queryOptions({
    queryKey: accountKeys.me(),
    queryFn: ({ signal }) => api.get<User>('users/me/', signal),
  });

/** The account's writes; each keeps the session's copy of the person (or its tokens) current. */
export const accountCalls = {
  /** Saves the profile and keeps the session's copy of the user current. */
  async updateProfile(changes: ProfileChanges): Promise<User> {
    const user = await api.patch<User>('users/me/', changes);
    sessionStore.set({ user });
    track('profile_update', { fields: Object.keys(changes) });
    return user;
  },

  /** A new password: other devices are signed out; this one continues with the new tokens. */
  async changePassword({ current_password, new_password }: PasswordChange): Promise<void> {
    const { access, refresh } = await api.post<{ access: string; refresh: string }>('users/me/password/', {
      current_password,
      new_password,
    });
    sessionStore.set({ accessToken: access, refreshToken: refresh });
  },

  async signOutEverywhere(): Promise<void> {
    await api.post('users/logout-all/');
    sessionStore.clear();
  },

  async deleteAccount(password: string): Promise<void> {
    await api.delete('users/me/', { password });
    sessionStore.clear();
  },
};
