/// <reference types="node" />
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solveChallenge } from './bot-check';

describe('solveChallenge', () => {
  it('finds the hidden number and answers in the form the server checks', async () => {
    const salt = 'abc123?expires=9999999999';
    const challenge = createHash('sha256').update(`${salt}417`).digest('hex');
    const signature = createHmac('sha256', 'k').update(challenge).digest('hex');
    const answer = await solveChallenge({
      enabled: true,
      algorithm: 'SHA-256',
      challenge,
      salt,
      signature,
      maxnumber: 1000,
    });
    expect(JSON.parse(atob(answer))).toEqual({ algorithm: 'SHA-256', challenge, number: 417, salt, signature });
  });
});
