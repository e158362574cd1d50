import { RegisterForm } from '../components/register-form';

export function Component() {
  return <RegisterForm variant="user" />;
}
