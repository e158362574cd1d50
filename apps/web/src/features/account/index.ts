/** The account feature's public entry: the account settings a creator's profile shows too. */
export { ChangePasswordForm } from './components/change-password-form';
export { DeleteAccount } from './components/delete-account';
