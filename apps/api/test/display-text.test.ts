import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
});
afterAll(() => ctx.close());

const RLO = '\u202E';
const ZWJ = '\u200D';

describe('display text from people', () => {
  it('stores a display name without a direction override, keeping the joiners of Indic words', async () => {
    const { answer } = await register(ctx.app);
    const update = (display_name: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/users/me/',
        headers: bearer(answer.access),
        payload: { display_name },
      });

    const spoof = await update(`Meera ${RLO}elpmaxe.live`);
    expect(spoof.statusCode).toBe(200);
    expect(spoof.json().display_name).toBe('Meera elpmaxe.live');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(answer.access) });
    expect(me.json().display_name).toBe('Meera elpmaxe.live');

    const indic = `ल${'\u0915\u094D'}${ZWJ}ष्मी अवन्${ZWJ}`;
    expect((await update(indic)).json().display_name).toBe(indic);
  });

  it('refuses a required title that is nothing but invisible characters, with its field message', async () => {
    const { answer } = await register(ctx.app);
    const community = await ctx.app.inject({
      method: 'POST',
      url: '/api/communities/',
      headers: bearer(answer.access),
      payload: { name: `\u200B${RLO}\u2066\uFEFF` },
    });
    expect(community.statusCode).toBe(400);
    expect(community.json().errors.name).toEqual(['Enter a name for the community.']);
  });
});
