import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../shared/i18n/i18n';
import { Footer } from './footer';

afterEach(() => vi.useRealTimers());

function show() {
  render(
    <MemoryRouter initialEntries={['/en/']}>
      <Routes>
        <Route path="/:lang/" element={<Footer />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the footer', () => {
  it('dates the copyright by the server’s clock, so a served page is adopted as it is on New Year’s Eve', async () => {
    await activateLanguage('en');
    // 20:00 on 31 December in London (and in this test's own zone) is already 1 January in Kolkata.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-31T20:00:00Z') });
    show();
    expect(screen.getByText(/^©/).textContent).toBe('© 2027 Sanatan Sangam');
  });
});
