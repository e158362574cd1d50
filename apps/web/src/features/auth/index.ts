/** The auth feature's public entry: what the app layer and other features may use. */
export { AccountMenu } from './components/account-menu';
export { VerifyEmailBanner } from './components/verify-email-banner';
