import type { UserRole } from '@sangam/contracts';

/**
 * Who may open the operator's console (editors and administrators), as the contract's isConsoleRole
 * says; kept here so that the header and the guards do not load the console's schemas.
 */
export const isConsoleRole = (role: UserRole | string | undefined): boolean => role === 'editor' || role === 'admin';
