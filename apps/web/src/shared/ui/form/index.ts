export {
  CheckboxField,
  FormMessage,
  NumberField,
  PasswordField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  UrlField,
} from './fields';
export { bindFields } from './bind-fields';
export { default as formStyles } from './form.module.css';
export { useFormSubmit } from './use-form-submit';
export { useFormMutation } from './use-form-mutation';
