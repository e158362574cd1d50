import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * The browser tests' `test`: every page fails its test on a console error or an uncaught exception,
 * which includes every Content-Security-Policy violation the browser reports.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src/locales');

/** A locale file's texts, for asserting what a person reads in that language. */
// Locale files are free-form JSON that the tests index by keys they know.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function locale(lang: string, ns = 'common'): Record<string, any> {
  return JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8'));
}

export const LANGUAGES = ['en', 'hi', 'bn', 'mr', 'te', 'ta', 'gu', 'kn', 'or', 'ml'] as const;
export const LABEL = 'Sanatan Sangam';

export function titleOf(lang: string, pageKey: string): string {
  return `${LABEL} | ${locale(lang).pages[pageKey]} | ${lang.toUpperCase()}`;
}

export interface FakeSession {
  role: 'user' | 'creator' | 'admin';
  creator_type?: 'tutor' | 'retreat_rep' | 'mentor';
  hasPractices?: boolean;
}

/**
 * Puts a signed-in session into the browser's storage before the app starts, as the app keeps it
 * after a login. (Guards and navigation only read this state; real sign-in is tested with accounts.)
 */
export async function signInAs(page: Page, session: FakeSession) {
  await page.addInitScript((s) => {
    localStorage.setItem(
      'sangam.session',
      JSON.stringify({
        accessToken: 'token',
        refreshToken: 'refresh',
        hasPractices: Boolean(s.hasPractices),
        user: {
          id: 7,
          username: 'tester',
          email: 't@example.test',
          role: s.role,
          creator_type: s.creator_type ?? null,
        },
      }),
    );
  }, session);
}

/** Client-side navigation, as a link would do, without reloading the page. */
export async function navigateInApp(page: Page, to: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}
