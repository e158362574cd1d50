import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import en from '../../../locales/en/classes.json';
import { bookingCalls, type LearnerBooking } from '../api';
import { ProposalPanel } from './proposal-panel';

const booking: LearnerBooking = {
  id: 21,
  status: 'confirmed',
  class: 'gita-basics',
  class_title: 'Gita basics',
  tutor: { username: 'acharya_ravi', slug: 'ravi-shastri', display_name: 'Acharya Ravi' },
  learner: { username: 'meera', display_name: 'Meera' },
  format: 'online',
  address: '',
  meeting_url: '',
  cancellation_hours: 24,
  start: '2026-12-05T03:30:00.000Z',
  end: '2026-12-05T04:30:00.000Z',
  seats: 1,
  price_minor: 90000,
  currency: 'INR',
  hold_expires_at: null,
  paid: true,
  payment_provider: 'direct',
  cancel_reason: '',
  refund_minor: null,
  refund_sent_at: null,
  pay_by: null,
  created_at: '2026-11-20T10:00:00.000Z',
  reviewed: false,
  proposal: {
    start: '2026-12-05T10:00:00.000Z',
    note: 'I am travelling that morning.',
    proposed_at: '2026-11-30T10:00:00Z',
  },
};

async function show(b: LearnerBooking, zone = 'Asia/Kolkata') {
  await i18n.loadNamespaces('classes');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProposalPanel booking={b} zone={zone} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the tutor’s new time on a learner’s booking', () => {
  it('says the time in the learner’s zone with the note, and offers both answers', async () => {
    await show(booking);
    expect(document.body.textContent).toContain('Acharya Ravi proposes a new time:');
    expect(document.body.textContent).toMatch(/3:30\s?PM/);
    expect(screen.getByText('“I am travelling that morning.”')).toBeTruthy();
    expect(screen.getByRole('button', { name: en.proposal.accept })).toBeTruthy();
    expect(screen.getByRole('button', { name: en.proposal.decline_refund })).toBeTruthy();
  });

  it('asks before declining, which cancels the booking, and sends the answer only when confirmed', async () => {
    const answer = vi.spyOn(bookingCalls, 'answerProposal').mockResolvedValue({ ...booking, proposal: null });
    await show(booking);
    fireEvent.click(screen.getByRole('button', { name: en.proposal.decline_refund }));
    const question = screen.getByRole('dialog', { name: en.booking.cancel_title });
    expect(question.textContent).toContain(en.proposal.decline_question_refund.replace('{{title}}', 'Gita basics'));
    expect(answer).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: en.booking.keep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(answer).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: en.proposal.decline_refund }));
    fireEvent.click(screen.getByRole('button', { name: en.booking.confirm_cancel }));
    await waitFor(() => expect(answer).toHaveBeenCalledWith(21, 'decline'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('accepts at once: accepting loses nothing', async () => {
    const answer = vi.spyOn(bookingCalls, 'answerProposal').mockResolvedValue({ ...booking, proposal: null });
    await show(booking);
    fireEvent.click(screen.getByRole('button', { name: en.proposal.accept }));
    await waitFor(() => expect(answer).toHaveBeenCalledWith(21, 'accept'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing without a proposal, and no refund to a learner who has not paid', async () => {
    await show({ ...booking, proposal: null });
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    await show({ ...booking, paid: false });
    expect(screen.getByRole('button', { name: en.proposal.decline })).toBeTruthy();
  });
});
