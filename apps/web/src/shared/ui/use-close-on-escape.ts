import { useEffect, type RefObject } from 'react';

/**
 * While `open`, Escape calls `close` (a menu, a disclosure). When the focus was inside `within` (on a
 * link of the closing menu), it goes back to `returnTo`, the control that opened it: it would
 * otherwise fall to the page's start. `close` should be stable (a state setter or a useCallback).
 */
export function useCloseOnEscape(
  open: boolean,
  close: () => void,
  within: RefObject<HTMLElement | null>,
  returnTo: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (within.current?.contains(document.activeElement)) returnTo.current?.focus();
      close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close, within, returnTo]);
}

/** While `open`, a press outside `within` calls `close` (a menu, a list box). `close` should be stable. */
export function useCloseOnOutsidePress(open: boolean, close: () => void, within: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!within.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close, within]);
}
