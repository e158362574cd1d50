import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from './toast-host';
import { toast } from './toast-store';

afterEach(() => {
  toast.list().forEach((t) => toast.dismiss(t.id));
  vi.useRealTimers();
});

describe('toasts', () => {
  it('default to type info and 3500 ms', () => {
    toast.show('Saved');
    expect(toast.list()[0]).toMatchObject({ message: 'Saved', type: 'info', timeout: 3500 });
  });

  it('disappear after their timeout', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => {
      toast.success('Followed successfully!');
    });
    expect(screen.getByText('Followed successfully!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3499));
    expect(screen.queryByText('Followed successfully!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Followed successfully!')).toBeNull();
  });

  it('announce errors as alerts and can be dismissed', () => {
    render(<ToastHost />);
    act(() => {
      toast.error('Failed to follow community.');
    });
    expect(screen.getByRole('alert').textContent).toContain('Failed to follow community.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('wait while the pointer rests on them', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => {
      toast.info('Reading this');
    });
    const item = screen.getByText('Reading this').parentElement!;
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Reading this')).toBeTruthy();
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(1600));
    expect(screen.queryByText('Reading this')).toBeNull();
  });
});
