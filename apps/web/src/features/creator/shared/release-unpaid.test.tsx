import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import en from '../../../locales/en/creator.json';
import { ReleaseUnpaid } from './release-unpaid';

const NOW = Date.parse('2026-12-10T12:00:00Z');
const booking = { kind: 'journey' as const, id: 7, name: 'Meera', title: 'Kedarnath yatra' };

async function show(payBy: string | null, refresh = vi.fn()) {
  await i18n.loadNamespaces(['creator', 'common']);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReleaseUnpaid booking={{ ...booking, payBy }} now={NOW} refresh={refresh} />
    </QueryClientProvider>,
  );
  return refresh;
}

const releaseButton = () => screen.queryByRole('button', { name: /Release the unpaid booking of Meera/ });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('releasing an unpaid booking, on a creator’s booking card', () => {
  it('says the deadline, and offers no release before it has passed', async () => {
    await show('2026-12-11T12:00:00Z');
    expect(document.body.textContent).toMatch(/^Payment due by December 11, 2026/);
    expect(releaseButton()).toBeNull();
  });

  it('shows nothing at all without a deadline', async () => {
    await show(null);
    expect(document.body.textContent).toBe('');
  });

  it('after the deadline, asks first, then releases it and refreshes the area', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ id: 7, status: 'cancelled' });
    const refresh = await show('2026-12-09T12:00:00Z');
    fireEvent.click(releaseButton()!);
    expect(screen.getByRole('dialog', { name: en.unpaid.title })).toBeTruthy();
    expect(screen.getByText('Meera has not paid. Their places go back and they are told.')).toBeTruthy();
    // Kept: nothing sent.
    fireEvent.click(screen.getByRole('button', { name: en.unpaid.keep }));
    expect(post).not.toHaveBeenCalled();

    fireEvent.click(releaseButton()!);
    fireEvent.click(screen.getByRole('button', { name: en.unpaid.confirm }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('creators/journey-bookings/7/release-unpaid/', {}));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
