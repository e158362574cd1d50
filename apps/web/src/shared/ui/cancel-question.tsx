import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnglishResources } from '../i18n/resources';
import { Modal } from './modal/modal';

/** The namespaces that word the short cancel question under `booking.*`. */
type QuestionNamespace = {
  [N in keyof EnglishResources]: EnglishResources[N] extends {
    booking: { cancel_title: string; confirm_cancel: string; cancelling: string; keep: string };
  }
    ? N
    : never;
}[keyof EnglishResources];

/**
 * The short question before cancelling a booking that has no refund to weigh (a class, a pooja):
 * the kind's words (`children`), then "Yes, cancel", busy while the call runs, and the way back. The
 * kind's `cancel` makes the call, tells the person how it went and answers whether it was done.
 */
export function CancelQuestion({
  ns,
  cancel,
  onClose,
  actionsClass,
  children,
}: {
  ns: QuestionNamespace;
  cancel: () => Promise<boolean>;
  onClose: () => void;
  actionsClass?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(ns);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    if (await cancel()) onClose();
    else setBusy(false);
  }

  return (
    <Modal title={t('booking.cancel_title')} onClose={onClose}>
      {children}
      <div className={actionsClass}>
        <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
          {busy ? t('booking.cancelling') : t('booking.confirm_cancel')}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('booking.keep')}
        </button>
      </div>
    </Modal>
  );
}
