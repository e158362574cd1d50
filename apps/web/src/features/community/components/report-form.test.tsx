import { COMMUNITY_ERROR_CODES, type Report } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/toast/toast-store';
import en from '../../../locales/en/community.json';
import { communityKeys } from '../api';
import { ReportForm } from './report-form';

async function show() {
  await i18n.loadNamespaces(['community', 'common']);
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const done = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ReportForm contentType="comment" contentId={12} onDone={done} />
    </QueryClientProvider>,
  );
  return { invalidate, done };
}

/** A call whose answer the test gives when it chooses. */
function held<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const send = () => screen.getByRole('button', { name: new RegExp(`${en.report.submit}|${en.report.submitting}`) });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const t of toast.list()) toast.dismiss(t.id);
});

describe('reporting a comment', () => {
  it('is busy while it sends, then says so, refreshes the reports and closes', async () => {
    const answer = held<Report>();
    const post = vi.spyOn(api, 'post').mockReturnValue(answer.promise);
    const { invalidate, done } = await show();
    fireEvent.change(screen.getByLabelText(en.report.reason), { target: { value: 'harassment' } });
    fireEvent.change(screen.getByLabelText(en.report.details), { target: { value: ' Rude to a newcomer. ' } });
    fireEvent.click(send());

    await waitFor(() => expect(send().textContent).toBe(en.report.submitting));
    expect(send()).toHaveProperty('disabled', true);
    expect(post).toHaveBeenCalledWith('reports/', {
      content_type: 'comment',
      content_id: 12,
      reason: 'harassment',
      details: 'Rude to a newcomer.',
    });

    answer.resolve({ id: 4 } as Report);
    await waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(toast.list().map((t) => [t.type, t.message])).toEqual([['success', en.toasts.reported]]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([communityKeys.reports]);
  });

  it('stays open with the refusal when the item is already reported', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError(409, COMMUNITY_ERROR_CODES.alreadyReported, 'Already reported.'),
    );
    const { invalidate, done } = await show();
    fireEvent.click(send());

    expect(await screen.findByText(en.errors.already_reported)).toBeTruthy();
    expect(send()).toHaveProperty('disabled', false);
    expect(done).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
