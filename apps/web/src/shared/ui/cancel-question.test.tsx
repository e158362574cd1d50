import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { CancelQuestion } from './cancel-question';

async function ask(done: boolean) {
  await i18n.loadNamespaces('classes');
  const onClose = vi.fn();
  let settle: (done: boolean) => void = () => {};
  const cancel = () => new Promise<boolean>((resolve) => (settle = resolve));
  render(
    <CancelQuestion ns="classes" cancel={cancel} onClose={onClose}>
      <p>Your place will be given to someone else.</p>
    </CancelQuestion>,
  );
  const confirm = screen.getByRole('button', { name: i18n.t('classes:booking.confirm_cancel') });
  fireEvent.click(confirm);
  const busy = screen.getByRole('button', { name: i18n.t('classes:booking.cancelling') });
  expect(busy.getAttribute('aria-busy')).toBe('true');
  await act(async () => settle(done));
  return onClose;
}

describe('the short question before cancelling a booking', () => {
  it('is busy while the kind cancels, and closes once it is done', async () => {
    expect(await ask(true)).toHaveBeenCalledOnce();
  });

  it('stays open to try again when it was not done', async () => {
    expect(await ask(false)).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: i18n.t('classes:booking.confirm_cancel') })).toBeTruthy();
  });
});
