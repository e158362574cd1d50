import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendChecked, startingRefundSteps } from './form-helpers';

const describeFailure = () => ({ form: 'Could not save.', fields: {} });

afterEach(() => vi.restoreAllMocks());

describe('sending a long form once its checks pass', () => {
  it('does not send when its own checks found problems, and focuses the first one', async () => {
    const focus = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const form = { check: vi.fn(() => false), submit: vi.fn() };
    expect(await sendChecked(form, { title: 'Give it a title.' }, { title: '' }, describeFailure)).toBeNull();
    expect(form.check).toHaveBeenCalledWith({ title: 'Give it a title.' });
    expect(form.submit).not.toHaveBeenCalled();
    expect(focus).toHaveBeenCalledOnce();
  });

  it('does not send without a body even when no field has a message', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const form = { check: vi.fn(() => true), submit: vi.fn() };
    expect(await sendChecked(form, {}, null, describeFailure)).toBeNull();
    expect(form.submit).not.toHaveBeenCalled();
  });

  it('sends with the given describe and answers what was saved, focusing nothing', async () => {
    const focus = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const form = { check: vi.fn(() => true), submit: vi.fn(async () => ({ id: 4 })) };
    expect(await sendChecked(form, {}, { title: 'Char Dham' }, describeFailure)).toEqual({ id: 4 });
    expect(form.submit).toHaveBeenCalledWith({ title: 'Char Dham' }, describeFailure);
    expect(focus).not.toHaveBeenCalled();
  });

  it('focuses the first message when the API refuses', async () => {
    const focus = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const form = { check: vi.fn(() => true), submit: vi.fn(async () => null) };
    expect(await sendChecked(form, {}, { title: 'Char Dham' }, describeFailure)).toBeNull();
    expect(focus).toHaveBeenCalledOnce();
  });
});

describe("a new item's refund steps", () => {
  it('are rows of text with fresh ids, in the order given', () => {
    let n = 0;
    expect(
      startingRefundSteps(
        () => `row-${++n}`,
        [
          [30, 100],
          [7, 50],
        ],
      ),
    ).toEqual([
      { id: 'row-1', days_before: '30', refund_percent: '100' },
      { id: 'row-2', days_before: '7', refund_percent: '50' },
    ]);
  });
});
