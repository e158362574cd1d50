import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import en from '../../../locales/en/community.json';
import { MentionSuggestions } from './mention-suggestions';

function Composer() {
  const [text, setText] = useState('');
  return (
    <>
      <textarea aria-label="Text" value={text} onChange={(event) => setText(event.target.value)} />
      <MentionSuggestions text={text} onPick={setText} />
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('mention suggestions', () => {
  it('offer the names that start with the @word being typed, and a press completes it', async () => {
    await i18n.loadNamespaces('community');
    sessionStore.set({
      accessToken: 'member-token',
      user: { id: 5, username: 'ravi', email: '', role: 'user', creator_type: null },
    });
    const get = vi.spyOn(api, 'get').mockResolvedValue({
      results: [
        { username: 'meera_k', display_name: 'Meera' },
        { username: 'meenu', display_name: '' },
      ],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Composer />
      </QueryClientProvider>,
    );
    const box = screen.getByLabelText('Text') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Hari Om @me' } });
    const list = await screen.findByRole('list', { name: en.mentions.suggestions });
    expect(get).toHaveBeenCalledWith('users/search/?q=me', expect.anything());
    expect(list.textContent).toContain('@meera_k · Meera');
    fireEvent.click(screen.getByRole('button', { name: /@meera_k/ }));
    expect(box.value).toBe('Hari Om @meera_k ');
    // Once the name is complete (a space typed), nothing more is offered.
    expect(screen.queryByRole('list', { name: en.mentions.suggestions })).toBeNull();
  });
});
