import type { ConsoleCategory, ConsoleTag } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { NamesForm, type NamesFormProps } from './names-form';

const sent: Array<{ url: string; method?: string; body: unknown }> = [];
let answer: () => Response;

beforeEach(() => {
  sent.length = 0;
  answer = () => new Response(JSON.stringify({ ...tag, translations: { hi: { name: 'तुलसी' } } }), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ url, method: init.method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return answer();
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const tag: ConsoleTag = {
  id: 3,
  name: 'Holy basil',
  slug: 'holy-basil',
  translations: { en: { name: 'Tulsi' }, ta: { name: 'துளசி' } },
  videos: 2,
};
const category: ConsoleCategory = { id: 1, name: 'Bhajan', slug: 'bhajan', translations: { hi: { name: 'भजन' } } };

async function show(props: { kind: 'tag'; item: ConsoleTag } | { kind: 'category'; item: ConsoleCategory }) {
  await i18n.loadNamespaces(['console', 'common']);
  const client = new QueryClient();
  const refreshed = vi.spyOn(client, 'invalidateQueries');
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <NamesForm {...(props as NamesFormProps)} onSaved={onSaved} onCancel={onCancel} />
    </QueryClientProvider>,
  );
  return { refreshed, onSaved, onCancel, fieldset: screen.getByRole('group', { name: 'In other languages' }) };
}

function addLanguage(fieldset: HTMLElement, nativeName: string, name: string) {
  fireEvent.change(within(fieldset).getByLabelText('Add a language'), {
    target: {
      value: [...within(fieldset).getAllByRole('option')]
        .find((o) => o.textContent === nativeName)!
        .getAttribute('value'),
    },
  });
  fireEvent.click(within(fieldset).getByRole('button', { name: 'Add' }));
  fireEvent.change(within(within(fieldset).getByRole('group', { name: nativeName })).getByLabelText('Name'), {
    target: { value: name },
  });
}

describe('the names of a tag in other languages', () => {
  it('offers every language, English too, and sends only what changed', async () => {
    const { fieldset, onSaved, refreshed } = await show({ kind: 'tag', item: tag });
    expect(within(fieldset).getByRole('group', { name: 'English' })).toBeTruthy();
    addLanguage(fieldset, 'हिन्दी', ' तुलसी ');
    fireEvent.click(
      within(within(fieldset).getByRole('group', { name: 'தமிழ்' })).getByRole('button', { name: /Remove/ }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save names' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Holy basil'));
    expect(sent).toEqual([
      {
        url: '/api/admin/tags/holy-basil/',
        method: 'PATCH',
        body: { translations: { hi: { name: 'तुलसी' }, ta: null } },
      },
    ]);
    const keys = refreshed.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['console', 'tags'], ['console', 'audit'], ['videos']]));
  });

  it('puts the API’s refusal beside the name it is about, and stays open', async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          detail: 'Invalid input.',
          code: 'invalid',
          errors: { 'translations.hi.name': ['Use at most 40 characters.'] },
        }),
        { status: 400 },
      );
    const { fieldset, onSaved, refreshed } = await show({ kind: 'tag', item: tag });
    addLanguage(fieldset, 'हिन्दी', 'तुलसी');
    fireEvent.click(screen.getByRole('button', { name: 'Save names' }));
    expect(await screen.findByText('Use at most 40 characters.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(refreshed).not.toHaveBeenCalled();
  });

  it('sends nothing when nothing changed, and closes', async () => {
    const { onCancel } = await show({ kind: 'tag', item: tag });
    fireEvent.click(screen.getByRole('button', { name: 'Save names' }));
    expect(onCancel).toHaveBeenCalled();
    expect(sent).toHaveLength(0);
  });
});

describe('the names of a category', () => {
  it('edits its English name as its own, not as a translation', async () => {
    answer = () => new Response(JSON.stringify({ ...category, name: 'Bhajans' }), { status: 200 });
    const { fieldset, onSaved } = await show({ kind: 'category', item: category });
    expect(within(fieldset).queryByRole('group', { name: 'English' })).toBeNull();
    expect(within(fieldset).queryByRole('option', { name: 'English' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Name in English'), { target: { value: 'Bhajans ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save names' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Bhajans'));
    expect(sent[0]).toMatchObject({ url: '/api/admin/categories/bhajan/', method: 'PATCH', body: { name: 'Bhajans' } });
  });

  it('asks for an English name before sending', async () => {
    await show({ kind: 'category', item: category });
    fireEvent.change(screen.getByLabelText('Name in English'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save names' }));
    expect(await screen.findByText('Fill in this field.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
