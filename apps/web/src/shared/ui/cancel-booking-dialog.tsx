import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnglishResources } from '../i18n/resources';
import { FormMessage, TextAreaField } from './form';
import { Modal } from './modal/modal';

/** The namespaces that word a cancel dialog under `cancel.*` (title, question, policy, reason, buttons). */
type CancelNamespace = {
  [N in keyof EnglishResources]: EnglishResources[N] extends {
    cancel: {
      title: string;
      question: string;
      policy: string;
      reason: string;
      confirm: string;
      cancelling: string;
      keep: string;
    };
  }
    ? N
    : never;
}[keyof EnglishResources];

/** How a cancel call ended: done (the dialog closes), or not, with a message to show in the dialog. */
export type CancelOutcome = { done: true } | { done: false; message?: string };

/**
 * Cancelling a booking: the question, what comes back (`children`, in the kind's own words), the
 * policy folded under its summary, an optional reason for the creator, and the two buttons. The kind
 * makes the call and tells the person how it went (`cancel`); the dialog keeps the reason and the
 * busy state.
 */
export function CancelBookingDialog({
  ns,
  itemTitle,
  children,
  policy,
  reasonHint,
  reasonField,
  cancel,
  onClose,
  classes,
}: {
  ns: CancelNamespace;
  itemTitle: string;
  children: ReactNode;
  policy: ReactNode;
  reasonHint: string;
  reasonField: { maxLength: number; rows: number };
  cancel: (reason: string) => Promise<CancelOutcome>;
  onClose: () => void;
  classes: { policy?: string; actions?: string };
}) {
  const { t } = useTranslation(ns);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    const outcome = await cancel(reason.trim());
    if (outcome.done) {
      onClose();
      return;
    }
    setError(outcome.message ?? null);
    setBusy(false);
  }

  return (
    <Modal title={t('cancel.title')} onClose={onClose}>
      <p>{t('cancel.question', { title: itemTitle })}</p>
      {children}
      <details className={classes.policy}>
        <summary>{t('cancel.policy')}</summary>
        {policy}
      </details>
      <TextAreaField
        label={t('cancel.reason')}
        hint={reasonHint}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        {...reasonField}
      />
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <div className={classes.actions}>
        <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
          {busy ? t('cancel.cancelling') : t('cancel.confirm')}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('cancel.keep')}
        </button>
      </div>
    </Modal>
  );
}
