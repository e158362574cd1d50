/**
 * The account feature's public entry: the account settings a creator's profile shows too, and the
 * city field, with which the panchang page chooses its place.
 */
export { ChangePasswordForm } from './components/change-password-form';
export { DeleteAccount } from './components/delete-account';
export { CityField, type CityChoice } from './components/city-field';
