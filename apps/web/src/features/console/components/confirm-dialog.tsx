import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, formStyles } from '../../../shared/ui/form';
import { Modal } from '../../../shared/ui/modal/modal';
import { actionFailed } from '../messages';

/** Asks before an action that cannot be taken back (delete a video, sign a person out everywhere). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(actionFailed(failure));
      setBusy(false);
    }
  }

  return (
    <Modal title={title} onClose={onClose}>
      <div className={formStyles.form}>
        {children}
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <div className={formStyles.actions}>
          <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('actions.cancel')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
