import { describe, expect, it } from 'vitest';
import { accountKeys, meQuery } from './api';

describe("the account's query key", () => {
  it('keeps the value the profile has always been read by', () => {
    expect(accountKeys.me()).toEqual(['users', 'me']);
    expect(meQuery().queryKey).toEqual(accountKeys.me());
  });
});
