import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { monthsFrom } from './time-zones';
import { useThisMonth } from './use-hydrated';

afterEach(() => vi.useRealTimers());

function Month() {
  return <p>{useThisMonth()}</p>;
}

describe('this month', () => {
  // 20:00 on 31 December in London (this test's zone is UTC) is already 1 January in Kolkata.
  const newYearsEve = new Date('2026-12-31T20:00:00Z');

  it('is the server’s (Kolkata’s) in the server’s page, so the browser adopts it as it is', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: newYearsEve });
    expect(renderToString(<Month />)).toBe('<p>2027-01</p>');
  });

  it('is the reader’s own in a page the browser renders', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: newYearsEve });
    render(<Month />);
    expect(screen.getByText(/^\d{4}-\d{2}$/).textContent).toBe(
      new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit' }).format(newYearsEve).slice(0, 7),
    );
  });
});

describe('monthsFrom', () => {
  it('counts months on across the turn of a year', () => {
    expect(monthsFrom('2026-11', 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});
