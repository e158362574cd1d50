import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@sangam/contracts';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module shared with the web app's locale test.
import { localeProblems } from '../../../../tools/locale-check.js';
import { passwordResetMail, verificationMail } from './templates';

const dir = path.join(path.dirname(new URL(import.meta.url).pathname), 'locales');
const load = (lang: string) => JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as unknown;

describe('mail texts', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is complete and translated', (lang) => {
    expect(localeProblems(load('en'), load(lang), lang)).toEqual([]);
  });

  it('fill in the code, the link and the name, and escape them in HTML', () => {
    const to = { email: 'meera@example.test', name: 'Meera <b>', language: 'en' };
    const verify = verificationMail(to, '042108', 'Sanatan Sangam');
    expect(verify.subject).toBe('Your Sanatan Sangam code: 042108');
    expect(verify.text).toContain('Namaste Meera <b>,');
    expect(verify.html).toContain('Namaste Meera &lt;b&gt;,');
    const reset = passwordResetMail(to, 'https://x.example/en/password-reset?token=a&b', 'Sanatan Sangam');
    expect(reset.text).toContain('https://x.example/en/password-reset?token=a&b');
    expect(reset.html).toContain('<a href="https://x.example/en/password-reset?token=a&amp;b">');
  });

  it("call us by our name in the reader's script, or by the label a deployment gave itself", () => {
    const to = { email: 'meera@example.test', name: 'Meera', language: 'hi' };
    expect(verificationMail(to, '042108', 'Sanatan Sangam').subject).toBe('आपका सनातन संगम ओटीपी: 042108');
    expect(verificationMail({ ...to, language: 'ta' }, '042108', 'Sanatan Sangam').text).toContain('சனாதன சங்கமம் குழு');
    expect(verificationMail(to, '042108', 'Sangam Test').subject).toBe('आपका Sangam Test ओटीपी: 042108');
  });

  it('fall back to English for an unknown language', () => {
    const mail = verificationMail({ email: 'a@b.c', name: 'A', language: 'fr' }, '123456', 'Sanatan Sangam');
    expect(mail.subject).toBe('Your Sanatan Sangam code: 123456');
  });
});
