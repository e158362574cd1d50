import { beforeEach, describe, expect, it } from 'vitest';
import { saveCount, savedCount, unfinishedMantra } from './chant-count-store';

describe('the chanting counts kept on the device', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one count per mantra until it is set back to zero', () => {
    saveCount('om-namah-shivaya', 108);
    saveCount('gayatri-mantra', 3);
    expect(savedCount('om-namah-shivaya')).toBe(108);
    expect(savedCount('gayatri-mantra')).toBe(3);
    saveCount('om-namah-shivaya', 0);
    expect(savedCount('om-namah-shivaya')).toBe(0);
    saveCount('gayatri-mantra', 0);
    expect(localStorage.getItem('sangam.chanting.counts')).toBeNull();
  });

  it('opens on the mantra counted most recently', () => {
    saveCount('a', 1);
    saveCount('b', 1);
    expect(unfinishedMantra()).toBe('b');
    saveCount('a', 2);
    expect(unfinishedMantra()).toBe('a');
  });

  it('treats a corrupt or strange stored value as no count', () => {
    localStorage.setItem('sangam.chanting.counts', '{oops');
    expect(savedCount('a')).toBe(0);
    localStorage.setItem('sangam.chanting.counts', JSON.stringify({ a: -4, b: 'x', c: 2.5, d: 7 }));
    expect(savedCount('a')).toBe(0);
    expect(savedCount('d')).toBe(7);
    expect(unfinishedMantra()).toBe('d');
  });
});
