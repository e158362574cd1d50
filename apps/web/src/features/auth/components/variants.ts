import { paths } from '../../../shared/lib/paths';

/** Who a login or register page is for: everyone, tutors and mentors, or retreat representatives. */
export type AuthVariant = 'user' | 'creator' | 'retreat';

export const VARIANT_PATHS: Record<AuthVariant, { login: string; register: string }> = {
  user: { login: paths.login(), register: paths.register() },
  creator: { login: paths.creatorLogin(), register: paths.creatorRegister() },
  retreat: { login: paths.retreatLogin(), register: paths.retreatRegister() },
};
