import net from 'node:net';
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

  it('answers 414 with a detail for an over-long path parameter', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/videos/${'a'.repeat(501)}/` });
    expect(res.statusCode).toBe(414);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ detail: 'The address is too long.', code: 'uri_too_long' });
  });

  it('answers 400 with a detail for a broken percent-encoding in the path', async () => {
    for (const url of ['/api/videos/%E0%A4/', '/%E0%A4']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        detail: 'The address has a broken percent-encoding (a % not followed by a valid UTF-8 sequence).',
        code: 'invalid',
      });
    }
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

describe('requests that Node refuses before the router', () => {
  let address: { port: number };
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    address = ctx.app.server.address() as { port: number };
  });

  /** Sends raw bytes and reads the whole answer: these requests never reach a route. */
  function rawRequest(text: string): Promise<{ status: number; headers: string; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(address.port, '127.0.0.1', () => socket.end(text));
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
      });
    });
  }

  it('answers 431 with a detail for oversized headers', async () => {
    const res = await rawRequest(
      `GET /api/health/ HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.headers).toContain('content-type: application/json');
    expect(JSON.parse(res.body)).toEqual({
      detail: 'The request headers are too large.',
      code: 'headers_too_large',
    });
  });

  it('answers 400 with a detail for a request that is not HTTP', async () => {
    const res = await rawRequest('HELLO THERE\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ detail: 'The request is not valid HTTP.', code: 'invalid' });
  });
});
