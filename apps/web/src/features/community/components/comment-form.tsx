import { COMMUNITY_LIMITS, type Comment } from '@sangam/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, SubmitButton, TextAreaField, useFormMutation } from '../../../shared/ui/form';
import { MarkdownPreview } from './markdown-preview';
import { MentionSuggestions } from './mention-suggestions';

/**
 * Writes a comment, a reply or an edit: content is required. `save` is the call, sent as a
 * mutation; `onSaved` (toasts, the cache) runs before the form empties and stops being busy.
 * Guests are sent to login by `canSend` before anything is sent.
 */
export function CommentForm({
  label,
  submitLabel,
  initial = '',
  canSend,
  save,
  onSaved,
  failure,
  onCancel,
  focusOnOpen = false,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  canSend: () => boolean;
  save: (content: string) => Promise<Comment>;
  onSaved: (saved: Comment) => unknown;
  failure: (error: unknown) => string;
  onCancel?: () => void;
  focusOnOpen?: boolean;
}) {
  const { t } = useTranslation('community');
  const [content, setContent] = useState(initial);
  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: save,
    onSuccess: onSaved,
    describe: (error) => ({ form: failure(error), fields: {} }),
  });

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!canSend()) return;
    if (!check(content.trim() ? {} : { content: t('validation.content_required') })) return;
    if (await submit(content.trim())) setContent('');
  }

  return (
    <form onSubmit={(event) => void send(event)} noValidate>
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      <TextAreaField
        label={label}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        maxLength={COMMUNITY_LIMITS.contentMax}
        rows={3}
        hint={t('markdown.hint')}
        error={fieldErrors.content}
        // The reply form opens on a button press: the caret goes where the person will type.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusOnOpen}
      />
      <MentionSuggestions text={content} onPick={setContent} />
      <MarkdownPreview text={content} />
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
