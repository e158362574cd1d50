import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeIn, latestMailTo } from './mail';

/**
 * The browser tests' `test`: every page fails its test on a console error or an uncaught exception,
 * which includes every Content-Security-Policy violation the browser reports.
 */
export const test = base.extend<{
  consoleErrors: string[];
  nudges: boolean;
  quietNudges: void;
  wholeFlows: boolean;
  slowWholeFlows: void;
}>({
  /**
   * A guest's first page comes rendered by the server and reads at once, but its buttons work only
   * once the app has adopted it, a moment later (decision 017). A person waits for that moment without
   * noticing; a test would click into it. So `goto` and `reload` return once the app has rendered.
   */
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appRendered(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appRendered(page);
      return response;
    };
    await use(page);
  },
  /** Whether the video library's timed nudges may open; off by default so they do not cover pages. */
  nudges: [false, { option: true }],
  quietNudges: [
    async ({ context, nudges }, use) => {
      if (!nudges) {
        await context.addInitScript(() => {
          const key = 'sangam.nudges.session';
          // Only the app's own page: embedded frames (the player) have no access to its storage.
          if (window.top === window && !sessionStorage.getItem(key)) {
            const shown = ['welcome', 'browsing', 'social_proof'];
            sessionStorage.setItem(key, JSON.stringify({ startedAt: new Date().toISOString(), shown, plays: 0 }));
          }
        });
      }
      await use();
    },
    { auto: true },
  ],
  /**
   * Whether the spec's tests each walk a whole flow across several pages, with axe on each screen
   * (`test.use({ wholeFlows: true })`): such a test is allowed three times the usual time.
   */
  wholeFlows: [false, { option: true }],
  slowWholeFlows: [
    async ({ wholeFlows }, use, testInfo) => {
      if (wholeFlows) testInfo.slow();
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // The browser reports every 4xx answer as a console error; those are answers the app handles
        // (a wrong password, an expired token). Anything else, CSP reports included, fails the test.
        if (
          message.type() === 'error' &&
          !/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())
        ) {
          errors.push(message.text());
        }
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

/** The common namespace's texts (page titles, navigation) in a language. */
export const common = (lang: string) => locale(lang, 'common');

/** A text with its {{placeholders}} filled, as i18next would. */
export const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);

/** A text as it stands, inside a regular expression. */
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The toast that says `text` (the app's toaster marks each with its type). */
export const toast = (page: Page, text: string) => page.locator('[data-type]').filter({ hasText: text });

/** The account menu button's name in a language, whoever is signed in ("Meera का खाता मेनू"). */
export function accountMenuName(lang: string): RegExp {
  const label = locale(lang, 'auth').menu.label as string;
  const [before, after] = label.split('{{name}}').map(escape);
  return new RegExp(`^${before}.+${after}$`);
}

export const LANGUAGES = ['en', 'hi', 'bn', 'mr', 'te', 'ta', 'gu', 'kn', 'or', 'ml'] as const;
export const LABEL = 'Sanatan Sangam';

export function titleOf(lang: string, pageKey: string): string {
  return `${LABEL} | ${locale(lang).pages[pageKey]} | ${lang.toUpperCase()}`;
}

let accounts = 0;

export interface Account {
  username: string;
  email: string;
  password: string;
}

export interface LoginAnswer {
  access: string;
  refresh: string;
  user: { id: number; username: string; email: string; role: string; creator_type: string | null };
}

/** A new account made through the API, as the register page would (each test its own). */
export async function createAccount(
  request: APIRequestContext,
  extra: { creator_type?: 'tutor' | 'mentor' | 'retreat_rep'; preferred_language?: string } = {},
): Promise<{ account: Account; answer: LoginAnswer }> {
  const username = `e2e_${Date.now().toString(36)}_${process.pid}_${++accounts}`;
  const account = { username, email: `${username}@example.test`, password: 'lotus-feet-108' };
  const res = await request.post('/api/users/register/', { data: { ...account, ...extra } });
  expect(res.status(), await res.text()).toBe(201);
  return { account, answer: (await res.json()) as LoginAnswer };
}

/**
 * A new account whose address is confirmed, as its owner would confirm it: the code from the mail,
 * sent back. Paid places are held only for a confirmed address (issue 24's fair limits).
 */
export async function createConfirmedAccount(
  request: APIRequestContext,
  extra: Parameters<typeof createAccount>[1] = {},
): Promise<{ account: Account; answer: LoginAnswer }> {
  const made = await createAccount(request, extra);
  const code = codeIn(await latestMailTo(made.account.email));
  const res = await request.post('/api/users/verify-email/', {
    data: { code },
    headers: { authorization: `Bearer ${made.answer.access}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  // The session the browser starts with holds the user as confirmed, as after entering the code.
  return { ...made, answer: { ...made.answer, user: { ...made.answer.user, ...(await res.json()) } } };
}

/**
 * Starts the browser signed in with a real session from the API, stored as the app stores it after
 * a login. `hasPractices` is what the login would have found (the account has practices set up).
 */
export async function signIn(page: Page, answer: LoginAnswer, options: { hasPractices?: boolean } = {}) {
  await page.addInitScript(
    ({ answer: a, hasPractices }) => {
      if (window.top !== window || sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem(
        'sangam.session',
        JSON.stringify({ accessToken: a.access, refreshToken: a.refresh, user: a.user, hasPractices }),
      );
    },
    { answer, hasPractices: Boolean(options.hasPractices) },
  );
}

/** A demo account's session (seeded into the test server's embedded database with one password). */
export async function demoSession(request: APIRequestContext, username: string): Promise<LoginAnswer> {
  const res = await request.post('/api/users/login/', { data: { email: username, password: 'sangam-demo-2025' } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as LoginAnswer;
}

/** The demo administrator. */
export const adminSession = (request: APIRequestContext) => demoSession(request, 'admin');

/**
 * The browser renders the first page itself, as for a signed-in person, instead of adopting the
 * server's (decision 017): for tests of the browser's own first render.
 */
export async function renderInBrowser(page: Page) {
  const { baseURL } = test.info().project.use;
  await page.context().addCookies([{ name: 'sangam_browser_render', value: '1', url: baseURL! }]);
}

/**
 * Waits until the app has committed its first screen (ScreenRendered, app/layout/screen-rendered.tsx). A page that never
 * gets there (its code blocked on purpose, a file that is not the app) is left to the test's own checks.
 */
export async function appRendered(page: Page) {
  await page
    .waitForFunction(() => performance.getEntriesByName('sangam:rendered').length > 0, null, { timeout: 15_000 })
    .catch(() => {});
}

/** Client-side navigation, as a link would do, without reloading the page. */
export async function navigateInApp(page: Page, to: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** WCAG 2.2 A and AA and axe's best practices: what every screen must pass with zero violations. */
export async function expectNoAxeViolations(page: Page, context: string) {
  // Legacy mode runs axe in the page itself instead of opening a helper page for each analysis, and
  // only violations are collected: together a quarter of the time. Our pages have no iframes until a
  // video is played (YouTube's, which is not ours to fix), so nothing goes unchecked.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe on ${context}`).toEqual([]);
}

/**
 * Hour and minute of an instant as the browser writes them in a language and zone ("6:35",
 * "৬:৩৫"), without the words for the time of day, which are the app's own.
 */
export const clockIn = (page: Page, iso: string, lang: string, timeZone: string) =>
  page.evaluate(
    ([at, language, zone]) => {
      const parts = new Intl.DateTimeFormat(language, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: zone,
      }).formatToParts(new Date(at!));
      const hour = parts.findIndex((part) => part.type === 'hour');
      const minute = parts.findIndex((part) => part.type === 'minute');
      return parts
        .slice(hour, minute + 1)
        .map((part) => part.value)
        .join('');
    },
    [iso, lang, timeZone],
  );
