import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../../shared/i18n/i18n';
import en from '../../../locales/en/poojas.json';
import { AartiTimes, type AartiItem } from './aarti-times';

// A temple in India (05:00 and 18:30 on its clock) read by a visitor in London (UTC in winter), as the
// darshan page lists them: the aartis that fall on the visitor's today, Monday 23 November 2026.
const mangala = (at: string): AartiItem => ({ name: 'Mangala Aarti', templeTime: '05:00', at: new Date(at) });
const sandhya = (at: string): AartiItem => ({ name: 'Sandhya Aarti', templeTime: '18:30', at: new Date(at) });
const today = [sandhya('2026-11-23T13:00:00Z'), mangala('2026-11-23T23:30:00Z')];

function show(next: AartiItem, now: string) {
  render(
    <AartiTimes aartis={today} next={next} templeZone="Asia/Kolkata" visitorZone="Europe/London" now={new Date(now)} />,
  );
}

beforeAll(async () => {
  await activateLanguage('en');
  await i18n.loadNamespaces('poojas');
});

describe("a temple's aartis on the visitor's clock", () => {
  it('mark the next one in the list while it falls on the visitor’s today', () => {
    show(sandhya('2026-11-23T13:00:00Z'), '2026-11-23T10:00:00Z');
    const [evening, morning] = screen.getAllByRole('listitem');
    expect(evening!.textContent).toContain('1:00 PM');
    expect(evening!.textContent).toContain('6:30 PM');
    expect(within(evening!).getByText(en.aarti.next)).toBeTruthy();
    expect(within(morning!).queryByText(en.aarti.next)).toBeNull();
    expect(screen.queryByText(/^Next: /)).toBeNull();
  });

  it('name the next one below the list, with its weekday, once it falls on the visitor’s tomorrow', () => {
    // 23:45 in London: the temple's morning aarti (23:30) has passed; its evening one is tomorrow here.
    show(sandhya('2026-11-24T13:00:00Z'), '2026-11-23T23:45:00Z');
    expect(screen.queryByText(en.aarti.next, { exact: true })).toBeNull();
    expect(screen.getByText(/^Next: /).textContent).toBe('Next: Sandhya Aarti, Tue 1:00 PM');
  });
});
