import { useState } from 'react';
import { describeApiError, type DescribedError } from '../../api/error-messages';

/**
 * The state every form shares: messages per field, a sentence for the whole form, and whether it
 * is sending. `check` shows the problems found before sending; `send` runs the call and shows what
 * the API objected to (through `describe`, a feature's translation of its error codes).
 */
export function useFormSubmit() {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function check(problems: Record<string, string>): boolean {
    setFieldErrors(problems);
    setFormError(null);
    return Object.keys(problems).length === 0;
  }

  async function send(
    action: () => Promise<void>,
    describe: (error: unknown) => DescribedError = (error) => describeApiError(error),
  ): Promise<boolean> {
    setBusy(true);
    setFormError(null);
    try {
      await action();
      setBusy(false);
      return true;
    } catch (error) {
      const described = describe(error);
      setFormError(described.form);
      setFieldErrors(described.fields);
      setBusy(false);
      return false;
    }
  }

  return { fieldErrors, formError, busy, check, send };
}
