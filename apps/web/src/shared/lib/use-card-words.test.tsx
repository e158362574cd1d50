import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import en from '../../locales/en/poojas.json';
import { useCardWords } from './use-card-words';

function Words() {
  const { t, lang, language } = useCardWords('poojas');
  return (
    <p>
      {t('card.prasad_by_post')}|{lang}|{language}
    </p>
  );
}

async function show(path: string, route: string) {
  await i18n.loadNamespaces(['poojas']);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={<Words />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('useCardWords', () => {
  it("gives the namespace's words, the address's language and the reader's", async () => {
    await show('/hi/poojas', '/:lang/poojas');
    expect(screen.getByText(`${en.card.prasad_by_post}|hi|${i18n.resolvedLanguage ?? 'en'}`)).toBeTruthy();
  });

  it('keeps links in English where the address names no language', async () => {
    await show('/poojas', '/poojas');
    expect(screen.getByText(new RegExp(`\\|en\\|`))).toBeTruthy();
  });
});
