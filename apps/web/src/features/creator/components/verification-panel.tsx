import { CONSOLE_LIMITS, type UploadedPhoto, type VerificationState } from '@sangam/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { dateTimeFormat } from '../../../shared/lib/intl-format';
import { FormMessage, formStyles, SubmitButton, TextAreaField, useFormMutation } from '../../../shared/ui/form';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toast/toast-store';
import { creatorCalls, creatorKeys, verificationQuery } from '../api';
import { describeCreatorError } from '../messages';
import { PhotoUploadControl } from '../shared/photos-fieldset';
import photoStyles from '../shared/photos-fieldset.module.css';
import { verificationRequest } from './verification-request';
import styles from '../../../shared/ui/creator.module.css';

const TONE: Record<VerificationState['status'], string> = {
  unverified: styles.badgeMuted!,
  pending: styles.badgeWarn!,
  verified: styles.badgeGood!,
  rejected: styles.badgeWarn!,
};

/**
 * A creator's verification: where it stands, the editor's reason when it was refused, and, until it
 * is under review or done, the photos of their documents (identity; a temple's registration) and a
 * note to send for review.
 */
export function VerificationPanel() {
  const { t, i18n } = useTranslation(['creator', 'common']);
  const { lang = 'en' } = useParams();
  const state = useQuery(verificationQuery());
  const data = state.data;

  return (
    <section className={styles.card} aria-labelledby="verification-title">
      <h2 id="verification-title">{t('verification.title')}</h2>
      {state.isPending ? <Skeleton lines={2} label={t('common:loading')} /> : null}
      {state.isError ? <FormMessage kind="error">{describeCreatorError(state.error, 'load').form}</FormMessage> : null}
      {data ? (
        <>
          <p>
            <span className={`${styles.badge} ${TONE[data.status]}`}>{t(`verification.status.${data.status}`)}</span>
          </p>
          <p className={styles.meta}>
            {data.status === 'verified' && data.verified_at
              ? t('verification.verified_on', {
                  date: dateTimeFormat(i18n.resolvedLanguage ?? lang, { dateStyle: 'long' }).format(
                    new Date(data.verified_at),
                  ),
                })
              : t(`verification.explain.${data.status}`)}
          </p>
          {data.status === 'rejected' && data.reason ? (
            <p className={styles.prose}>{t('verification.reason', { reason: data.reason })}</p>
          ) : null}
          {data.status === 'unverified' || data.status === 'rejected' ? <VerificationForm /> : null}
        </>
      ) : null}
    </section>
  );
}

function VerificationForm() {
  const { t } = useTranslation('creator');
  const client = useQueryClient();
  const [documents, setDocuments] = useState<UploadedPhoto[]>([]);
  const [note, setNote] = useState('');
  const form = useFormMutation({
    mutationFn: creatorCalls.askVerification,
    onSuccess: async () => {
      toast.success(t('verification.sent'));
      await client.invalidateQueries({ queryKey: creatorKeys.verification() });
    },
    describe: (error) => describeCreatorError(error),
  });

  async function ask(event: FormEvent) {
    event.preventDefault();
    const { body, problems } = verificationRequest(documents, note);
    if (!form.check(problems ?? {}) || !body) return;
    await form.submit(body);
  }

  return (
    <form className={formStyles.form} onSubmit={ask} noValidate>
      {form.formError ? <FormMessage kind="error">{form.formError}</FormMessage> : null}
      <fieldset className={styles.fieldset}>
        <legend>{t('verification.documents')}</legend>
        <p className={styles.hint}>{t('verification.documents_hint')}</p>
        <PhotoUploadControl
          room={CONSOLE_LIMITS.documentsMax - documents.length}
          multiple
          full={t('verification.full', { max: CONSOLE_LIMITS.documentsMax })}
          onUploaded={(photo) => setDocuments((list) => [...list, photo])}
        />
        {form.fieldErrors.documents ? (
          <p className={styles.error} role="alert">
            {form.fieldErrors.documents}
          </p>
        ) : null}
        {documents.length ? (
          <ul className={photoStyles.previews} aria-label={t('verification.added')}>
            {documents.map((photo, index) => (
              <li key={photo.url} className={photoStyles.preview}>
                <img
                  src={photo.small_url}
                  alt={t('verification.document_alt', { n: index + 1 })}
                  loading="lazy"
                  decoding="async"
                />
                <button
                  type="button"
                  className="button-link"
                  onClick={() => setDocuments((list) => list.filter((p) => p !== photo))}
                >
                  {t('verification.remove', { n: index + 1 })}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>
      <TextAreaField
        label={t('verification.note')}
        hint={t('verification.note_hint')}
        rows={3}
        maxLength={CONSOLE_LIMITS.noteMax}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={form.fieldErrors.note}
      />
      <SubmitButton busy={form.busy} busyLabel={t('verification.submit')}>
        {t('verification.submit')}
      </SubmitButton>
    </form>
  );
}
