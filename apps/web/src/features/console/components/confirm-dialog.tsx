import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, formStyles } from '../../../shared/ui/form';
import { Modal } from '../../../shared/ui/modal/modal';
import { actionFailed } from '../messages';

/**
 * Asks before an action that cannot be taken back (delete a video, sign a person out everywhere).
 * `action` is the call, sent by a mutation; `onDone`, its success (refreshing, a toast), runs before
 * the dialog closes. A refusal stays in the dialog.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  action,
  onDone,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  action: () => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const confirm = useMutation({
    mutationFn: () => action(),
    onSuccess: () => {
      onDone();
      onClose();
    },
  });
  const busy = confirm.isPending;

  return (
    <Modal title={title} onClose={onClose}>
      <div className={formStyles.form}>
        {children}
        {confirm.isError ? <FormMessage kind="error">{actionFailed(confirm.error)}</FormMessage> : null}
        <div className={formStyles.actions}>
          <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => confirm.mutate()}>
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
