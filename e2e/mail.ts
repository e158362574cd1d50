import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { mailDir } from './playwright.config';

/** The text/plain part of a raw message, decoded (quoted-printable or base64). */
function plainText(raw: string): string {
  const part = raw.split(/\r?\n--[^\r\n]+\r?\n/).find((p) => /content-type:\s*text\/plain/i.test(p)) ?? raw;
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const hex = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
    return decodeURIComponent(hex.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/** The newest mail to an address, as the person would read it; waits for it to arrive. */
export async function latestMailTo(address: string, after = 0): Promise<string> {
  let text = '';
  await expect
    .poll(
      () => {
        // Only whole mails: the sink writes each aside (`.part`) and renames it when complete.
        const files = readdirSync(mailDir)
          .filter((file) => file.endsWith('.json'))
          .sort();
        for (const file of files.reverse()) {
          if (Number(file.split('-')[0]) < after) continue;
          const mail = JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as { to: string[]; raw: string };
          if (mail.to.includes(address)) {
            text = plainText(mail.raw);
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return text;
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
export const resetLinkIn = (text: string) => /(https?:\/\/\S+password-reset\?token=[\w%-]+)/.exec(text)?.[1] ?? '';
