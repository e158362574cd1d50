import Sanscript from '@indic-transliteration/sanscript';
import { describe, expect, it } from 'vitest';
import { scripts } from './today';

const odia = (devanagari: string) => scripts(devanagari, 'or').script;

describe('Sanskrit in Odia script', () => {
  it('writes ya as ୟ inside a word and ଯ at its start', () => {
    expect(odia('वक्रतुण्ड महाकाय')).toBe('ବକ୍ରତୁଣ୍ଡ ମହାକାୟ');
    expect(odia('यदा यदा हि धर्मस्य')).toBe('ଯଦା ଯଦା ହି ଧର୍ମସ୍ୟ');
    expect(odia('ॐ नमो नारायणाय')).toBe('ଓଁ ନମୋ ନାରାୟଣାୟ');
    expect(odia('योगः')).toBe('ଯୋଗଃ');
    expect(odia('संयम')).toBe('ସଂଯମ');
  });

  it('doubles ya after ର as Odia spells it (ସୂର୍ଯ୍ୟ, କାର୍ଯ୍ୟ)', () => {
    expect(odia('सूर्याय नमः')).toBe('ସୂର୍ଯ୍ୟାୟ ନମଃ');
    expect(odia('कार्यम्')).toBe('କାର୍ଯ୍ୟମ୍');
    expect(odia('त्र्यम्बकम्')).toBe('ତ୍ର୍ୟମ୍ବକମ୍');
  });

  it('writes va as ବ, and as the subjoined ୱ after a consonant but ର', () => {
    expect(odia('सर्वमङ्गल')).toBe('ସର୍ବମଙ୍ଗଲ');
    expect(odia('ॐ नमः शिवाय')).toBe('ଓଁ ନମଃ ଶିବାୟ');
    expect(odia('स्वाहा')).toBe('ସ୍ୱାହା');
    expect(odia('विश्वम्')).toBe('ବିଶ୍ୱମ୍');
  });

  it('leaves the other scripts as Sanscript writes them', () => {
    expect(scripts('सर्व', 'bn').script).toBe(Sanscript.t('सर्व', 'devanagari', 'bengali'));
    expect(scripts('महाकाय', 'kn').script).toBe('ಮಹಾಕಾಯ');
  });
});
