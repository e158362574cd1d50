import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, numberFormat } from './intl-format';

describe('Intl formatters kept for reuse', () => {
  it('gives the same formatter for the same language and options, and formats as Intl does', () => {
    const a = numberFormat('hi', { style: 'currency', currency: 'INR' });
    expect(numberFormat('hi', { style: 'currency', currency: 'INR' })).toBe(a);
    expect(a.format(1250)).toBe(new Intl.NumberFormat('hi', { style: 'currency', currency: 'INR' }).format(1250));
    expect(dateTimeFormat('en', { month: 'long', timeZone: 'UTC' })).toBe(
      dateTimeFormat('en', { month: 'long', timeZone: 'UTC' }),
    );
    expect(displayNames(['ta'], { type: 'currency' })).toBe(displayNames(['ta'], { type: 'currency' }));
  });

  it('says the time of day as each language does, and keeps English as Intl has it', () => {
    const at = new Date(Date.UTC(2026, 10, 23, 6, 40));
    const time = (lang: string) => dateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    expect(time('hi').format(at)).toBe('सुबह 6:40');
    expect(time('ta').format(at)).toBe('காலை 6:40');
    expect(time('en').format(at)).toBe(
      new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at),
    );
  });

  it('makes a new one when the language or an option differs', () => {
    expect(numberFormat('en')).not.toBe(numberFormat('ta'));
    expect(dateTimeFormat('en', { timeZone: 'UTC' })).not.toBe(dateTimeFormat('en', { timeZone: 'Asia/Kolkata' }));
    expect(dateTimeFormat('en', { timeZone: 'UTC' }).format(0)).not.toBe(
      dateTimeFormat('en', { timeZone: 'Pacific/Kiritimati' }).format(0),
    );
  });

  it('throws for bad options as Intl does, and keeps nothing for them', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => numberFormat('en', { style: 'currency', currency: 'nope' })).toThrow(RangeError);
  });
});
