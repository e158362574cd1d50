import { PasswordResetForm } from '../components/password-reset-form';

export function Component() {
  return <PasswordResetForm />;
}
