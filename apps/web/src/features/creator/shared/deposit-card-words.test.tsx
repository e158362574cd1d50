import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { CancelledNote, DepositBadges, DepositMoneyRows, PersonContact } from './booking-card-parts';

const cancelled = {
  status: 'cancelled' as const,
  paid: true,
  payment_provider: 'direct',
  currency: 'INR',
  total_minor: 1_200_000,
  deposit_minor: 300_000,
  refund_minor: 300_000,
  refund_sent_at: null,
  cancel_reason: 'Flooded roads',
};

beforeAll(() => i18n.loadNamespaces(['retreat-host', 'journey-organiser']));

describe("a deposit booking's card, worded in its area's namespace", () => {
  it("says the state and whether the deposit arrived in the area's words", () => {
    render(<DepositBadges ns="journey-organiser" booking={{ ...cancelled, status: 'held', paid: false }} />);
    expect(screen.getByText('Awaiting payment')).toBeTruthy();
    expect(screen.getByText('Deposit not received')).toBeTruthy();
  });

  it('gives the money and, once cancelled, the refund with who sends it', () => {
    render(
      <dl>
        <DepositMoneyRows ns="retreat-host" booking={{ ...cancelled, payment_provider: 'stripe' }} />
      </dl>,
    );
    expect(screen.getByText('Total').nextElementSibling?.textContent).toMatch(/12,000/);
    expect(screen.getByText('Refunded').nextElementSibling?.textContent).toMatch(
      /3,000.* · Stripe sends it back the way it was paid$/,
    );
  });

  it('says who cancelled and the reason given', () => {
    render(<CancelledNote ns="retreat-host" booking={cancelled} who="You cancelled this stay." />);
    expect(screen.getByText('You cancelled this stay. Reason: Flooded roads')).toBeTruthy();
  });

  it('says nothing of a cancellation before there is one', () => {
    const { container } = render(
      <CancelledNote ns="retreat-host" booking={{ ...cancelled, status: 'confirmed' }} who="You cancelled." />,
    );
    expect(container.textContent).toBe('');
  });

  it('names the person with their address to write to', () => {
    render(<PersonContact who="Booked by Asha" email="asha@example.org" />);
    expect(screen.getByRole('link', { name: 'asha@example.org' }).getAttribute('href')).toBe('mailto:asha@example.org');
  });
});
