import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('OpenAPI', () => {
  it('documents every API route from the contracts schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/users/register/',
      '/api/users/login/',
      '/api/token/refresh/',
      '/api/users/me/',
      '/api/creators/profile/',
      '/api/health/',
      '/api/panchang/month/',
      '/api/panchang/calendar.ics',
      '/version.json',
    ]) {
      expect(paths).toContain(path);
    }
    // Only the API: the web app's own routes are not part of it.
    expect(paths.every((p) => p.startsWith('/api/') || p === '/version.json')).toBe(true);
    const register = doc.paths['/api/users/register/'].post;
    const body = register.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['username', 'email', 'password']));
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['201', '400', '429']));
    // Events in the spec's shape carry no id: the reference says the server keys them by content.
    const batch = doc.paths['/api/events/batch-events/'].post.requestBody.content['application/json'].schema;
    expect(batch.properties.events.items.description).toMatch(/optionally id/);
    // The calendar's filters are documented with the values they take.
    const festivalParams = doc.paths['/api/panchang/festivals/'].get.parameters;
    expect(festivalParams.find((p: { name: string }) => p.name === 'region').schema.enum).toContain('tamil');
  });

  it('has a readable page that lists the endpoints', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<code>/api/users/register/</code>');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
