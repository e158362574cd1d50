import type { VerificationState } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { VerificationPanel } from './verification-panel';

function answering(state: VerificationState) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(state), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

async function show() {
  await i18n.loadNamespaces('creator');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/en/creator']}>
        <Routes>
          <Route path="/:lang/creator" element={<VerificationPanel />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a creator's verification panel", () => {
  it("shows the editor's reason after a refusal, and the form to send documents again", async () => {
    answering({ status: 'rejected', reason: 'The photo is blurred.', requested_at: null, verified_at: null });
    await show();
    expect(await screen.findByText('Reason: The photo is blurred.')).toBeTruthy();
    expect(screen.getByText('Not accepted')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for verification' }));
    expect(screen.getByText('Add a photo of at least one document.')).toBeTruthy();
  });

  it('has no form while the documents are under review', async () => {
    answering({ status: 'pending', reason: '', requested_at: '2026-11-25T08:00:00Z', verified_at: null });
    await show();
    expect(await screen.findByText('Under review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for verification' })).toBeNull();
  });
});
