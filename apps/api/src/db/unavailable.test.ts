import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

describe('isDatabaseUnavailable', () => {
  it('recognises a refused or dropped connection, also when wrapped', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('Failed query: select 1', { cause: Object.assign(new Error('x'), { code: '08006' }) }),
      ),
    ).toBe(true);
  });

  it('leaves real bugs alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
