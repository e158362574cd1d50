export { CheckboxField, FormMessage, PasswordField, SubmitButton, TextField } from './fields';
export { default as formStyles } from './form.module.css';
