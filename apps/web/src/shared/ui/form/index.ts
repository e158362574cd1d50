export {
  CheckboxField,
  FormMessage,
  PasswordField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from './fields';
export { default as formStyles } from './form.module.css';
export { useFormSubmit } from './use-form-submit';
export { useFormMutation } from './use-form-mutation';
