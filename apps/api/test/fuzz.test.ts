import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

/**
 * Drives every endpoint of the OpenAPI document with inputs that are wrong in every way a client or
 * an attacker might send: wrong types, missing and extra fields, huge strings and arrays, unicode
 * edge cases, SQL and script injection, malformed JSON, wrong content types. No answer may be a 5xx,
 * and every 4xx must carry a readable `detail`. New endpoints are covered as they are added.
 */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
}
interface Operation {
  parameters?: Array<{ name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const STRINGS = [
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000',
  'nul\u0000inside',
  '\ud800',
  '\udfff\ud800',
  '🙏🏽🕉️',
  '\u202eevil\u202c',
  'zero\u200bwidth\u200d',
  'ॐ नमः शिवाय',
  'e\u0301\u0301\u0301',
  "' OR 1=1 --",
  "'); DROP TABLE users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%s%n%x',
  'null',
  '-1',
  '1e309',
];
const NON_STRINGS: unknown[] = [
  0,
  -1,
  1.5,
  2 ** 53 + 1,
  -1e308,
  true,
  false,
  null,
  [],
  {},
  [1, 2],
  { nested: { deep: true } },
];

function typesOf(schema: JsonSchema): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf);
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

/** Bodies that are each wrong in one way, built from the endpoint's own schema. */
function badBodies(schema: JsonSchema | undefined): unknown[] {
  const bodies: unknown[] = [{}, [], 'text', 42, null, { unexpected: 'field', __proto__: { admin: true } }];
  if (!schema?.properties) return bodies;
  const valid: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(schema.properties)) {
    const types = typesOf(prop);
    valid[name] =
      prop.enum?.[0] ??
      (types.includes('string')
        ? 'valid-text-123'
        : types.includes('integer') || types.includes('number')
          ? 1
          : types.includes('array')
            ? []
            : types.includes('boolean')
              ? true
              : 'x');
  }
  for (const name of Object.keys(schema.properties)) {
    for (const value of [...STRINGS, ...NON_STRINGS]) bodies.push({ ...valid, [name]: value });
    bodies.push({ ...valid, [name]: Array.from({ length: 10_000 }, (_, i) => i) });
    bodies.push({ ...valid, [name]: Array.from({ length: 10_000 }, () => 'x'.repeat(10)) });
  }
  for (const name of schema.required ?? []) {
    const { [name]: _omitted, ...rest } = valid;
    bodies.push(rest);
  }
  bodies.push({ ...valid, extra: 'ignored', role: 'admin', is_staff: true });
  return bodies;
}

const RAW_BODIES: Array<{ contentType: string; payload: string }> = [
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '{"a":1}}' },
  { contentType: 'application/json', payload: "{'single': 'quotes'}" },
  { contentType: 'application/json', payload: '\u0000' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  },
  { contentType: 'application/xml', payload: '<a>1</a>' },
];

const PATH_VALUES = [
  'abc',
  '-1',
  '0',
  '99999999999999999999',
  "1' OR '1'='1",
  '%00',
  '..%2F..%2Fetc',
  'x'.repeat(400),
  '😀',
];
const QUERIES = [
  'page=-1',
  'page=abc',
  'page=0',
  'page=999999999999',
  'page_size=1000000',
  'page_size=-5',
  'q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "q=' OR 1=1 --",
  `q=${'x'.repeat(5000)}`,
  'sort=%00',
  'page=1&page=2',
  'tag[]=a&tag[]=b',
  'category[a]=1',
];

let ctx: TestContext;
let doc: { paths: Record<string, Record<string, Operation>> };

/** Callers the fuzzing runs as: a guest, a signed-in user and an administrator (past every gate). */
type Who = 'guest' | 'user' | 'admin';
const tokens: Record<Who, string | null> = { guest: null, user: null, admin: null };

async function signUp(who: Who): Promise<string> {
  const { answer } = await register(ctx.app);
  if (who === 'admin') await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, answer.user.id));
  return answer.access;
}

/** An endpoint may end the session (log out everywhere, delete the account): then a new one. */
async function keepSignedIn(who: Who) {
  const token = tokens[who];
  if (!token) return;
  const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(token) });
  if (me.statusCode === 401) tokens[who] = await signUp(who);
}

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  tokens.user = await signUp('user');
  tokens.admin = await signUp('admin');
});
afterAll(() => ctx.close());

const problems: string[] = [];
async function probe(method: string, url: string, headers: Record<string, string>, payload?: string) {
  const res = await ctx.app.inject({
    method: method.toUpperCase() as 'GET',
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  const where = `${method.toUpperCase()} ${url.slice(0, 80)} ${payload?.slice(0, 60) ?? ''}`;
  if (res.statusCode >= 500) problems.push(`${res.statusCode} at ${where}: ${res.body.slice(0, 200)}`);
  else if (res.statusCode >= 400) {
    let detail: unknown;
    try {
      detail = res.json().detail;
    } catch {
      detail = undefined;
    }
    if (typeof detail !== 'string' || !detail) problems.push(`${res.statusCode} without detail at ${where}`);
  }
  return res.statusCode;
}

/**
 * Each endpoint, as each caller: every bad path value and every bad query once, and every bad body
 * on a plausible id ('1', so that the body is read rather than the id refused). A caller whom the
 * endpoint's gate turns away (401/403 on a well-formed body) gets only the malformed raw bodies: the
 * gate answers before the input is read, and the authorization matrix tests the gates. Paths and
 * bodies are tried side by side, not multiplied, which keeps the run to minutes as endpoints grow.
 */
describe('fuzzing every documented endpoint', () => {
  it('answers bad input with 4xx and a detail, never 5xx', async () => {
    // A live stream (Server-Sent Events) that opens answers for as long as it is open; its own tests
    // (live-threads, notification-delivery) give it bad input.
    const endpoints = Object.entries(doc.paths)
      .filter(([path]) => !path.endsWith('/stream/'))
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));
    expect(endpoints.length).toBeGreaterThan(10);
    for (const who of ['guest', 'user', 'admin'] as const) {
      for (const { path, method, op } of endpoints) {
        const auth = (): Record<string, string> => (tokens[who] ? bearer(tokens[who]) : {});
        const fill = (value: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
        const templated = path.includes('{');
        const target = templated ? fill('1') : path;
        const writes = method === 'post' || method === 'patch' || method === 'put' || method === 'delete';
        const schema = op.requestBody?.content['application/json']?.schema;
        const bodies = writes ? badBodies(schema) : [];
        const json = (body: unknown) => ({ headers: { ...auth(), 'content-type': 'application/json' }, body });

        if (templated)
          for (const value of PATH_VALUES) {
            const first = json(bodies.at(-1));
            await probe(method, fill(value), first.headers, writes ? JSON.stringify(first.body) : undefined);
          }
        if (method === 'get' || method === 'delete')
          for (const query of QUERIES) await probe(method, `${target}?${query}`, auth());
        if (writes) {
          for (const raw of RAW_BODIES)
            await probe(method, target, { ...auth(), 'content-type': raw.contentType }, raw.payload);
          const wellFormed = json(bodies.at(-1));
          const gate = await probe(method, target, wellFormed.headers, JSON.stringify(wellFormed.body));
          if (gate !== 401 && gate !== 403)
            for (const body of bodies) {
              const call = json(body);
              await probe(method, target, call.headers, JSON.stringify(call.body));
            }
        }
        await keepSignedIn(who);
      }
    }
    expect(problems).toEqual([]);
  }, 900_000);
});
