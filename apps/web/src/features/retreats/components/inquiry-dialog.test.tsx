import type { RetreatDetail, RetreatInquiry } from '@sangam/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import en from '../../../locales/en/retreats.json';
import { retreatCalls } from '../api';
import { InquiryDialog } from './inquiry-dialog';

// The dialog records the interest; here nothing is sent anywhere.
vi.mock('../../../shared/tracking', () => ({ track: vi.fn() }));

const retreat = {
  slug: 'rishikesh-yoga',
  type: 'yoga',
  time_zone: 'Asia/Kolkata',
  host: { display_name: 'Ananda Ashram' },
} as RetreatDetail;

async function show() {
  await i18n.loadNamespaces(['retreats', 'common']);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <InquiryDialog retreat={retreat} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText(new RegExp(en.inquiry.message)), { target: { value: ' Is there a lift? ' } });
  fireEvent.click(screen.getByRole('button', { name: en.inquiry.send }));
}

describe('a question to a retreat’s host', () => {
  it('is busy while it is sent, then thanks the guest', async () => {
    let answer!: (inquiry: RetreatInquiry) => void;
    const inquire = vi
      .spyOn(retreatCalls, 'inquire')
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await show();
    const busy = (await screen.findByRole('button', { name: en.inquiry.sending })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(inquire).toHaveBeenCalledWith('rishikesh-yoga', {
      message: 'Is there a lift?',
      preferred_start: null,
      guests: 1,
    });
    answer({} as RetreatInquiry);
    expect(await screen.findByRole('button', { name: en.inquiry.close })).toBeTruthy();
  });

  it('says a refusal under the form and lets the guest send again', async () => {
    vi.spyOn(retreatCalls, 'inquire').mockRejectedValue(new ApiError(500, 'server_error', 'Oops.'));
    await show();
    expect(await screen.findByText(i18n.t('common:api_errors.server'))).toBeTruthy();
    expect((screen.getByRole('button', { name: en.inquiry.send }) as HTMLButtonElement).disabled).toBe(false);
  });
});
