import { TUTORING_LIMITS } from '@sangam/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../../shared/i18n/i18n';
import en from '../../../locales/en/creator.json';
import hi from '../../../locales/hi/creator.json';
import { paymentInstructionsRequest } from './payment-instructions-request';

async function use(lang: 'en' | 'hi') {
  await activateLanguage(lang);
  await i18n.loadNamespaces('creator');
}
afterEach(() => use('en'));

describe('what "How you are paid" sends', () => {
  it('sends the text as typed, and an empty days box as no deadline', async () => {
    await use('en');
    expect(paymentInstructionsRequest(' UPI: me@okaxis ', '  ')).toEqual({
      body: { payment_instructions: ' UPI: me@okaxis ', pay_within_days: null },
      problems: null,
    });
    expect(paymentInstructionsRequest('Cash', ' 7 ').body).toEqual({
      payment_instructions: 'Cash',
      pay_within_days: 7,
    });
  });

  it('says at the days field when they are no number at all', async () => {
    await use('hi');
    expect(paymentInstructionsRequest('Cash', 'a week').problems).toEqual({ pay_within_days: hi.errors.payWithinDays });
  });

  // These rules are only the contract's: a form that stopped asking its schema would send these.
  it("checks the days and the text's length by the contract's schema, in the reader's language", async () => {
    await use('hi');
    for (const days of ['0', '61', '1.5', '-3']) {
      expect(paymentInstructionsRequest('Cash', days)).toEqual({
        body: null,
        problems: { pay_within_days: hi.errors.payWithinDays },
      });
    }
    const long = 'x'.repeat(TUTORING_LIMITS.paymentInstructionsMax + 1);
    expect(paymentInstructionsRequest(long, '3').problems).toEqual({
      payment_instructions: hi.errors.paymentInstructionsMax,
    });
    await use('en');
    // Spaces around the text are not counted, as the API trims them.
    expect(
      paymentInstructionsRequest(` ${'x'.repeat(TUTORING_LIMITS.paymentInstructionsMax)} `, '').problems,
    ).toBeNull();
    expect(paymentInstructionsRequest('Cash', '60').problems).toBeNull();
    expect(paymentInstructionsRequest('Cash', '61').problems).toEqual({ pay_within_days: en.errors.payWithinDays });
  });
});
