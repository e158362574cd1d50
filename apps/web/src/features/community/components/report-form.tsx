import {
  COMMUNITY_LIMITS,
  REPORT_REASONS,
  type ReportContentType,
  type ReportReason,
  type ReportRequest,
} from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, TextAreaField, formStyles, useFormMutation } from '../../../shared/ui/form';
import { toast } from '../../../shared/ui/toast/toast-store';
import { communityCalls, communityKeys } from '../api';
import { failureMessage } from '../messages';
import { FormActions } from './form-actions';
import styles from './community.module.css';

/**
 * A report on a post or comment: a reason (spam first) and details. It closes on success and the
 * reason goes back to spam (spec section 4).
 */
export function ReportForm({
  contentType,
  contentId,
  onDone,
}: {
  contentType: ReportContentType;
  contentId: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('community');
  const id = useId();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [details, setDetails] = useState('');
  const client = useQueryClient();
  const { formError, busy, submit } = useFormMutation({
    mutationFn: (body: ReportRequest) => communityCalls.report(body),
    onSuccess: () => void client.invalidateQueries({ queryKey: communityKeys.reports }),
    describe: (error) => ({ form: failureMessage(error, 'submit_report'), fields: {} }),
  });

  async function send(event: FormEvent) {
    event.preventDefault();
    const reported = await submit({
      content_type: contentType,
      content_id: contentId,
      reason,
      details: details.trim(),
    });
    if (!reported) return;
    toast.success(t('toasts.reported'));
    setReason('spam');
    setDetails('');
    onDone();
  }

  return (
    <form className={styles.panel} onSubmit={(event) => void send(event)}>
      <h3>{t(contentType === 'post' ? 'report.title_post' : 'report.title_comment')}</h3>
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      <div className={formStyles.field}>
        <label htmlFor={id} className={formStyles.label}>
          {t('report.reason')}
        </label>
        <select
          id={id}
          className={formStyles.input}
          value={reason}
          onChange={(event) => setReason(event.target.value as ReportReason)}
        >
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`report.reasons.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField
        label={t('report.details')}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        maxLength={COMMUNITY_LIMITS.reportDetailsMax}
        rows={3}
      />
      <FormActions submit={t('report.submit')} busy={busy} busyLabel={t('report.submitting')} onCancel={onDone} />
    </form>
  );
}
