import { afterEach, describe, expect, it } from 'vitest';
import { chooseTradition, monthReckoning, readerTradition } from './calendar-tradition';
import { STORAGE_KEYS } from './storage';

describe('the reader’s calendar tradition', () => {
  afterEach(() => localStorage.clear());

  it('follows the interface language until the reader chooses one', () => {
    expect(readerTradition('ta')).toBe('tamil');
    expect(readerTradition('or')).toBe('odia');
    expect(readerTradition('hi')).toBe('north');
  });

  it('keeps the reader’s choice over the language, in this browser', () => {
    chooseTradition('bengali');
    expect(localStorage.getItem(STORAGE_KEYS.tradition)).toBe('"bengali"');
    expect(readerTradition('ta')).toBe('bengali');
  });

  it('forgets a stored value that is no tradition', () => {
    localStorage.setItem(STORAGE_KEYS.tradition, '"klingon"');
    expect(readerTradition('ml')).toBe('malayalam');
  });

  it('names months purnimanta in the North only', () => {
    expect(monthReckoning('north')).toBe('purnimanta');
    expect(monthReckoning('tamil')).toBe('amanta');
    expect(monthReckoning('gujarati')).toBe('amanta');
  });
});
