import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import en from '../../../locales/en/community.json';
import { MarkdownPreview } from './markdown-preview';

/** A text box and its preview, as the composers hold them. */
function Composer() {
  const [text, setText] = useState('');
  return (
    <>
      <textarea aria-label="Text" value={text} onChange={(event) => setText(event.target.value)} />
      <MarkdownPreview text={text} />
    </>
  );
}

afterEach(cleanup);

describe('the composer’s preview', () => {
  it('shows the text as it will read, by the same Markdown rules, and follows the typing', async () => {
    await i18n.loadNamespaces('community');
    render(
      <MemoryRouter>
        <Composer />
      </MemoryRouter>,
    );
    const toggle = screen.getByRole('button', { name: en.markdown.preview });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const preview = await screen.findByRole('region', { name: en.markdown.preview_label });
    expect(await screen.findByText(en.markdown.empty)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Text'), {
      target: { value: '**Om** <script>alert(1)</script> [map](https://example.org/map)' },
    });
    expect(preview.querySelector('strong')?.textContent).toBe('Om');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.textContent).toContain('<script>alert(1)</script>');
    expect(preview.querySelector('a')?.getAttribute('rel')).toBe('nofollow ugc noopener');

    fireEvent.click(screen.getByRole('button', { name: en.markdown.hide_preview }));
    expect(screen.queryByRole('region', { name: en.markdown.preview_label })).toBeNull();
  });
});
