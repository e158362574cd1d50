import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    beforeReady: (app) => {
      // Routes that exercise the shared mechanisms (validation, limits, failures) the real ones use.
      app.post(
        '/api/test-echo/',
        { schema: { body: z.object({ name: z.string().min(1), age: z.number().int().min(0) }) } },
        async (request) => ({ name: request.body.name }),
      );
      app.get('/api/test-crash/', async () => {
        throw new Error('database password is hunter2');
      });
      app.get(
        '/api/test-leak/',
        { schema: { response: { 200: z.object({ id: z.number() }) } } },
        async () => ({ id: 1, password_hash: 'x' }) as { id: number },
      );
    },
  });
});
afterAll(() => ctx.close());

describe('health and version', () => {
  it('reports a reachable database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves the build version without caching', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/version.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toMatch(/^\d+\.\d+\.\d+/);
    expect(res.headers['cache-control']).toContain('no-cache');
  });

  it('accepts the path without its trailing slash too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});

describe('error answers', () => {
  it('answers 404 JSON with a detail for an unknown API path', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ detail: 'No API endpoint at GET /api/no-such-thing/.', code: 'not_found' });
  });

  it('answers 400 with field messages for bad input', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test-echo/', payload: { name: '', age: 'old' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid');
    expect(body.detail).toMatch(/^Invalid request body: name: /);
    expect(Object.keys(body.errors).sort()).toEqual(['age', 'name']);
    expect(body.errors.age[0]).toMatch(/number/);
  });

  it('ignores unknown fields', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-echo/',
      payload: { name: 'Asha', age: 30, is_admin: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Asha' });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-echo/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid', detail: 'The request body is not valid JSON.' });
  });

  it('answers 415 for a content type it does not read', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-echo/',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>Asha</name>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toMatch(/Unsupported content type/);
  });

  it('answers 413 for an oversized body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-echo/',
      payload: { name: 'x'.repeat(2_000_000), age: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The request body is too large.', code: 'payload_too_large' });
  });

  it('answers 500 with a generic sentence and never the error itself', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test-crash/' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      detail: 'Something went wrong on our side. Please try again in a moment.',
      code: 'server_error',
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
  });

  it('never sends fields that the response schema does not name', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test-leak/' });
    expect(res.json()).toEqual({ id: 1 });
  });
});

describe('headers', () => {
  it('sends a strict Content-Security-Policy and the usual security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toBeTruthy();
    // Plain HTTP (the local default) gets no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('compresses large answers', async () => {
    const payload = { name: 'ॐ नमः शिवाय '.repeat(200), age: 1 };
    const br = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-echo/',
      payload,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-echo/',
      payload,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'] ?? gzip.rawPayload.length)).toBeLessThan(1000);
  });
});
