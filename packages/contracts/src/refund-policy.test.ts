import { describe, expect, it } from 'vitest';
import { daysBefore, depositMinor, refundMinor, refundPercent } from './refund-policy';

const policy = [
  { days_before: 30, refund_percent: 100 },
  { days_before: 14, refund_percent: 50 },
  { days_before: 7, refund_percent: 25 },
];

describe('refunds by policy', () => {
  it('counts whole calendar days to the start', () => {
    expect(daysBefore('2026-12-31', '2026-12-01')).toBe(30);
    expect(daysBefore('2026-03-30', '2026-03-28')).toBe(2);
    expect(daysBefore('2026-12-01', '2026-12-01')).toBe(0);
  });

  it('takes the step with the most days that the cancellation still meets', () => {
    expect(refundPercent(policy, 45)).toBe(100);
    expect(refundPercent(policy, 30)).toBe(100);
    expect(refundPercent(policy, 29)).toBe(50);
    expect(refundPercent(policy, 7)).toBe(25);
    expect(refundPercent(policy, 6)).toBe(0);
    expect(refundPercent([], 100)).toBe(0);
    // The order the host wrote the steps in does not matter.
    expect(refundPercent([...policy].reverse(), 20)).toBe(50);
  });

  it('gives back a share of what was paid, rounded down; a host cancelling gives it all', () => {
    expect(refundMinor(policy, 99_999, '2026-12-31', '2026-12-10')).toBe(49_999);
    expect(refundMinor(policy, 50_000, '2026-12-31', '2026-12-30')).toBe(0);
    expect(refundMinor(policy, 50_000, '2026-12-31', '2026-12-30', 'host')).toBe(50_000);
  });

  it('rounds a deposit up', () => {
    expect(depositMinor(100_001, 30)).toBe(30_001);
    expect(depositMinor(100_000, 0)).toBe(0);
    expect(depositMinor(100_000, 100)).toBe(100_000);
  });
});
