import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createChallenge, verifySolution } from './bot-check';

const secret = Buffer.from('bot-check-secret');

function solve(challenge: ReturnType<typeof createChallenge>) {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge) {
      return {
        algorithm: 'SHA-256',
        challenge: challenge.challenge,
        number,
        salt: challenge.salt,
        signature: challenge.signature,
      };
    }
  }
  throw new Error('unsolvable');
}
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('bot check', () => {
  it('accepts the right number and nothing else', () => {
    const challenge = createChallenge(secret, 500);
    const solution = solve(challenge);
    expect(verifySolution(secret, encode(solution))?.challenge).toBe(challenge.challenge);
    expect(verifySolution(secret, encode({ ...solution, number: solution.number + 1 }))).toBeNull();
    expect(verifySolution(Buffer.from('other secret'), encode(solution))).toBeNull();
    expect(verifySolution(secret, 'not base64 json')).toBeNull();
    expect(verifySolution(secret, undefined)).toBeNull();
  });

  it('expires after ten minutes', () => {
    const now = Date.now();
    const solution = encode(solve(createChallenge(secret, 200, now)));
    expect(verifySolution(secret, solution, now + 9 * 60_000)).not.toBeNull();
    expect(verifySolution(secret, solution, now + 11 * 60_000)).toBeNull();
  });
});
