import { COMMUNITY_LIMITS } from '@sangam/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, SubmitButton, TextAreaField, useFormSubmit } from '../../../shared/ui/form';

/**
 * Writes a comment, a reply or an edit: content is required. `save` does the call; the form
 * empties after a success. Guests are sent to login by `canSend` before anything is sent.
 */
export function CommentForm({
  label,
  submitLabel,
  initial = '',
  canSend,
  save,
  failure,
  onCancel,
  focusOnOpen = false,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  canSend: () => boolean;
  save: (content: string) => Promise<void>;
  failure: (error: unknown) => string;
  onCancel?: () => void;
  focusOnOpen?: boolean;
}) {
  const { t } = useTranslation('community');
  const [content, setContent] = useState(initial);
  const { fieldErrors, formError, busy, check, send } = useFormSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSend()) return;
    if (!check(content.trim() ? {} : { content: t('validation.content_required') })) return;
    const ok = await send(
      () => save(content.trim()),
      (error) => ({ form: failure(error), fields: {} }),
    );
    if (ok) setContent('');
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      <TextAreaField
        label={label}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        maxLength={COMMUNITY_LIMITS.contentMax}
        rows={3}
        error={fieldErrors.content}
        // The reply form opens on a button press: the caret goes where the person will type.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusOnOpen}
      />
      <div>
        <SubmitButton busy={busy} busyLabel={t('comments.sending')}>
          {submitLabel}
        </SubmitButton>
        {onCancel ? (
          <button type="button" className="button-link" onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
