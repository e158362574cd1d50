import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './modal.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, summary, [tabindex]:not([tabindex="-1"])';

/**
 * An accessible modal on the native <dialog>: showModal() makes the rest of the page inert (the
 * focus stays inside), Escape closes it, focus returns to what opened it, and the page behind does
 * not scroll. Closing by Escape, the close button or a click on the backdrop all call onClose.
 */
export function Modal({
  title,
  labelledBy,
  onClose,
  children,
  size = 'medium',
  hideTitle = false,
}: {
  title: string;
  /** The id of a heading inside the content that names the dialog instead of `title`. */
  labelledBy?: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'medium' | 'large';
  hideTitle?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    document.documentElement.classList.add('modal-open');
    // Escape fires "cancel": let React state close it, so the dialog and the state never disagree.
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    // showModal() keeps focus out of the page behind, but Tab can still leave for the browser's
    // own controls; wrap it around inside the dialog instead.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      if (focusable.length === 0) return;
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      document.documentElement.classList.remove('modal-open');
      opener?.focus?.();
    };
  }, []);

  return (
    // A click on the backdrop lands on the dialog element itself; the keyboard closes with Escape.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`${styles.dialog} ${size === 'large' ? styles.large : ''}`}
      aria-labelledby={labelledBy ?? titleId}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.body}>
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('modal.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
