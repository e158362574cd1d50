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

export const meQuery = () =>
  queryOptions({
    queryKey: ['users', 'me'],
    queryFn: ({ signal }) => api.get<User>('users/me/', signal),
  });

/** Saves the profile and keeps the session's copy of the user current. */
export async function updateProfile(changes: ProfileChanges): Promise<User> {
  const user = await api.patch<User>('users/me/', changes);
  sessionStore.set({ user });
  track('profile_update', { fields: Object.keys(changes) });
  return user;
}

/** A new password: other devices are signed out; this one continues with the new tokens. */
export async function changePassword(current_password: string, new_password: string): Promise<void> {
  const { access, refresh } = await api.post<{ access: string; refresh: string }>('users/me/password/', {
    current_password,
    new_password,
  });
  sessionStore.set({ accessToken: access, refreshToken: refresh });
}

export async function signOutEverywhere(): Promise<void> {
  await api.post('users/logout-all/');
  sessionStore.clear();
}

export async function deleteAccount(password: string): Promise<void> {
  await api.delete('users/me/', { password });
  sessionStore.clear();
}
