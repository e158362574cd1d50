import { describe, expect, it } from 'vitest';
import { nameFromFestivalId } from './panchang';

describe('nameFromFestivalId', () => {
  it('reads a festival id as words', () => {
    expect(nameFromFestivalId('makar-sankranti')).toBe('Makar Sankranti');
    expect(nameFromFestivalId('onam')).toBe('Onam');
  });
});
