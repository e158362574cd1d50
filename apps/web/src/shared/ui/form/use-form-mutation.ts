import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { describeApiError, type DescribedError } from '../../api/error-messages';

type Describe = (error: unknown) => DescribedError;

/**
 * A form whose sending is a mutation: the messages per field and for the whole form as
 * `useFormSubmit` keeps them, busy while the mutation is pending (one busy state, not two), and
 * `submit(body)` answering what was saved, or null once the refusal is on the fields. `describe`
 * can be given per call, for forms that name fields by the rows they sent.
 */
export function useFormMutation<Body, Saved>({
  mutationFn,
  onSuccess,
  onError,
  describe = (error) => describeApiError(error),
}: {
  mutationFn: (body: Body) => Promise<Saved>;
  /** Runs before `submit` answers (cache updates); a promise it returns is waited for. */
  onSuccess?: (saved: Saved, body: Body) => unknown;
  /** What a refusal changes beyond the form (data read again after a conflict). */
  onError?: (error: unknown, body: Body) => unknown;
  describe?: Describe;
}) {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation<Saved, unknown, Body>({
    mutationFn,
    onSuccess: onSuccess && ((saved, body) => onSuccess(saved, body)),
    onError: onError && ((error, body) => onError(error, body)),
  });

  function check(problems: Record<string, string>): boolean {
    setFieldErrors(problems);
    setFormError(null);
    return Object.keys(problems).length === 0;
  }

  async function submit(body: Body, describeThis: Describe = describe): Promise<Saved | null> {
    setFormError(null);
    try {
      return await mutation.mutateAsync(body);
    } catch (error) {
      const described = describeThis(error);
      setFormError(described.form);
      setFieldErrors(described.fields);
      return null;
    }
  }

  return { fieldErrors, formError, busy: mutation.isPending, check, submit };
}
