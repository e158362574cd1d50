import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { NewTempleForm } from './new-temple-form';

const sent: Array<{ url: string; body: unknown }> = [];
let answer: () => Response;
let held: Promise<void>;
let release: () => void;

beforeEach(() => {
  sent.length = 0;
  held = new Promise((resolve) => {
    release = resolve;
  });
  answer = () => new Response(JSON.stringify({ id: 9, name: 'Kashi Vishwanath' }), { status: 201 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      await held;
      return answer();
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function show() {
  await i18n.loadNamespaces(['console', 'common']);
  const client = new QueryClient();
  const refreshed = vi.spyOn(client, 'invalidateQueries');
  const onCreated = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <NewTempleForm onCreated={onCreated} onCancel={() => {}} />
    </QueryClientProvider>,
  );
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Temple name', ' Kashi Vishwanath ');
  type('Deity', 'Shiva');
  type('Town or city', 'Varanasi');
  type('Staff account (username)', 'kashi_staff');
  return { refreshed, onCreated };
}

describe('a new temple, sent by a mutation', () => {
  it('is busy while sent, then refreshes the console, the public temples and the staff, and says which', async () => {
    const { refreshed, onCreated } = await show();
    fireEvent.click(screen.getByRole('button', { name: 'Add temple' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add temple' }).getAttribute('aria-busy')).toBe('true'),
    );
    expect(sent[0]).toMatchObject({ url: '/api/admin/temples/', body: { deity: 'Shiva', staff: 'kashi_staff' } });

    release();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('Kashi Vishwanath'));
    const keys = refreshed.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([['console', 'temples'], ['console', 'audit'], ['temples'], ['temple-staff']]),
    );
  });

  it("checks its own fields first, then puts the API's refusal on its field", async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          detail: 'Invalid input.',
          code: 'invalid',
          errors: { staff: ['No creator has this username.'] },
        }),
        { status: 400 },
      );
    const { refreshed, onCreated } = await show();
    fireEvent.change(screen.getByLabelText('Deity'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add temple' }));
    expect(await screen.findByText('Fill in this field.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Deity'), { target: { value: 'Shiva' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add temple' }));
    release();
    expect(await screen.findByText('No creator has this username.')).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
    expect(refreshed).not.toHaveBeenCalled();
  });
});
