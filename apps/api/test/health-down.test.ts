import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it('reports 503 when the database cannot be reached', async () => {
  await ctx.database.close();
  const res = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ status: 'unavailable', database: 'unavailable', detail: expect.any(String) });
});
