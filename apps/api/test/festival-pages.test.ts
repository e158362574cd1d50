import { LANGUAGES } from '@sangam/contracts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarPagePaths } from '../src/modules/sitemap/calendar-pages';
import { createTestContext, type TestContext } from './helpers';
import { standInIndexHtml } from './web-build';

// A stand-in web build: index.html, and the heads apps/web/build/page-heads.ts writes for the festival pages.
const dist = mkdtempSync(path.join(os.tmpdir(), 'sangam-festivals-'));
writeFileSync(path.join(dist, 'index.html'), standInIndexHtml({}));
writeFileSync(
  path.join(dist, 'page-heads.json'),
  JSON.stringify({
    screens: [
      { path: 'festivals/:year', title: 'festivals' },
      { path: 'festivals/:id/:year', title: 'festival' },
      { path: '*', title: 'not_found' },
    ],
    texts: {
      en: {
        pages: { festivals: 'Festivals', festival: 'Festival', not_found: 'Page not found' },
        descriptions: { festivals: 'The year by month.', festival: 'A festival.' },
        festivals: {
          year_title: 'Festivals of {{year}}',
          festival_title: '{{name}} {{year}}',
          names: { diwali: 'Diwali (Lakshmi Puja)', purnima: 'Purnima' },
          about: { diwali: 'The festival of lights.' },
        },
      },
      bn: {
        pages: { festivals: 'উৎসব', festival: 'উৎসব' },
        descriptions: {},
        festivals: {
          year_title: '{{year}} সালের উৎসব',
          festival_title: '{{name}} {{year}}',
          names: { 'pohela-boishakh': 'পয়লা বৈশাখ' },
          about: { 'pohela-boishakh': 'বাংলা নববর্ষ।' },
        },
      },
    },
  }),
);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://sangam.example' } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe('the festival pages in the first HTML', () => {
  it('titles a year page by its year and a festival page by the festival, in the page language', async () => {
    const year = await ctx.app.inject({ method: 'GET', url: '/en/festivals/2026' });
    expect(year.statusCode).toBe(200);
    expect(titleOf(year.body)).toBe('Festivals of 2026 · Sanatan Sangam');
    expect(descriptionOf(year.body)).toBe('The year by month.');

    const diwali = await ctx.app.inject({ method: 'GET', url: '/en/festivals/diwali/2027' });
    expect(titleOf(diwali.body)).toBe('Diwali (Lakshmi Puja) 2027 · Sanatan Sangam');
    expect(descriptionOf(diwali.body)).toBe('The festival of lights.');
    expect(diwali.body).toContain('<link rel="canonical" href="https://sangam.example/en/festivals/diwali/2027" />');
    expect(diwali.body).toContain(
      '<link rel="alternate" hreflang="bn" href="https://sangam.example/bn/festivals/diwali/2027" />',
    );

    const bn = await ctx.app.inject({ method: 'GET', url: '/bn/festivals/pohela-boishakh/2026' });
    expect(titleOf(bn.body)).toBe('পয়লা বৈশাখ 2026 · Sanatan Sangam');
    expect(descriptionOf(bn.body)).toBe('বাংলা নববর্ষ।');
  });

  it('names nothing for an unknown or monthly festival, or a year the calendar does not compute', async () => {
    for (const url of ['/en/festivals/no-such-day/2026', '/en/festivals/purnima/2026', '/en/festivals/diwali/2101']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(titleOf(res.body), url).toBe('Sanatan Sangam | Festival | EN');
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/en/festivals/1899' });
    expect(titleOf(res.body)).toBe('Sanatan Sangam | Festivals | EN');
  });
});

describe('sitemap.xml', () => {
  it('lists the calendar pages of every language, each answering 200', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const urls = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const year = new Date().getUTCFullYear();
    for (const lang of LANGUAGES) {
      expect(urls).toContain(`https://sangam.example/${lang}/panchang`);
      expect(urls).toContain(`https://sangam.example/${lang}/festivals/${year}`);
      expect(urls).toContain(`https://sangam.example/${lang}/festivals/diwali/${year}`);
      expect(urls).toContain(`https://sangam.example/${lang}/festivals/diwali/${year + 1}`);
    }
    // A festival that comes every month has no page of its own.
    expect(urls.some((url) => url.includes('/festivals/purnima/'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      const page = await ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(page.statusCode, url).toBe(200);
    }
  });

  it('is named, by its full address, in robots.txt', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://sangam.example/sitemap.xml');
  });
});

describe('the calendar pages of a sitemap', () => {
  it('reaches from last year to two years on, and twelve months ahead across the new year', () => {
    const paths = calendarPagePaths('2026-12-01', { thisYear: ['diwali'], nextYear: ['holi'] });
    const en = paths.filter((p) => p.startsWith('/en/'));
    expect(en).toEqual([
      '/en/panchang',
      '/en/festivals/2025',
      '/en/festivals/2026',
      '/en/festivals/2027',
      '/en/festivals/2028',
      '/en/festivals/diwali/2026',
      '/en/festivals/holi/2027',
      ...['2026/12', '2027/01', '2027/02', '2027/03', '2027/04', '2027/05'].map((m) => `/en/calendar/${m}`),
      ...['2027/06', '2027/07', '2027/08', '2027/09', '2027/10', '2027/11'].map((m) => `/en/calendar/${m}`),
    ]);
    expect(paths).toHaveLength(en.length * LANGUAGES.length);
  });
});
