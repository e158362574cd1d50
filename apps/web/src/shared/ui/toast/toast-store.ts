import { TIMING } from '@sangam/contracts';

export type ToastType = 'success' | 'error' | 'info';

/** A transient message (spec section 3: id, message, type, timeout). */
export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  timeout: number;
}

let toasts: Toast[] = [];
const listeners = new Set<() => void>();
let counter = 0;

function emit() {
  listeners.forEach((listener) => listener());
}

/**
 * Shows and dismisses toasts from anywhere (components, the API client). The host removes each one
 * after its timeout; defaults: 3500 ms, type info (spec section 9).
 */
export const toast = {
  show(message: string, options: { type?: ToastType; timeout?: number } = {}): string {
    const id = `toast-${++counter}`;
    toasts = [
      ...toasts,
      { id, message, type: options.type ?? 'info', timeout: options.timeout ?? TIMING.toastTimeoutMs },
    ];
    emit();
    return id;
  },
  success: (message: string) => toast.show(message, { type: 'success' }),
  error: (message: string) => toast.show(message, { type: 'error' }),
  info: (message: string) => toast.show(message, { type: 'info' }),
  dismiss(id: string) {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  },
  list: () => toasts,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
