import { describe, expect, it } from 'vitest';
import { readJson, writeJson } from './storage';

const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => typeof n === 'number');

describe('readJson', () => {
  it('reads what was written', () => {
    writeJson('k', [1, 2]);
    expect(readJson('k', isNumbers)).toEqual([1, 2]);
  });

  it('removes a corrupt or wrongly shaped value and treats it as absent', () => {
    localStorage.setItem('k', '{not json');
    expect(readJson('k', isNumbers)).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
    localStorage.setItem('k', '{"a":1}');
    expect(readJson('k', isNumbers)).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });
});
