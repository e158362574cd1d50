import type { FormEvent, ReactNode } from 'react';
import { FormMessage, SubmitButton } from '../../../shared/ui/form';
import creator from '../../../shared/ui/creator.module.css';
import host from '../../../shared/ui/host-forms.module.css';

/**
 * A creator's form as the host screens lay it out: the browser's own checks off (the form's
 * checks speak at each field instead), the message about the whole form first, then the fields,
 * then the button that sends it, busy while it is sent. `wide` for the long forms with rows.
 */
export function CreatorForm({
  state,
  onSubmit,
  label,
  busyLabel,
  wide = false,
  children,
}: {
  /** The form's state from `useFormMutation`: its message about the whole form, and whether it is being sent. */
  state: { formError: string | null; busy: boolean };
  onSubmit: (event: FormEvent) => Promise<void>;
  /** The button's text, and its text while the form is sent. */
  label: string;
  busyLabel: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      className={wide ? `${creator.form} ${host.wideForm}` : creator.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      {state.formError ? <FormMessage kind="error">{state.formError}</FormMessage> : null}
      {children}
      <SubmitButton busy={state.busy} busyLabel={busyLabel}>
        {label}
      </SubmitButton>
    </form>
  );
}
