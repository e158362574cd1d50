import type { Comment, Community, LoginResponse, PostDetail } from '@sangam/contracts';
import { expect } from 'vitest';
import { bearer } from './account-helpers';
import type { TestContext } from './helpers';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Calls of the forum's API as a person (or a guest, `null`), and makers of its communities, posts and comments. */
export function forumCalls(ctx: () => TestContext) {
  async function call(method: Method, url: string, who: LoginResponse | null, payload?: unknown) {
    return ctx().app.inject({
      method,
      url,
      headers: who ? bearer(who.access) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  let named = 0;
  async function newCommunity(who: LoginResponse, extra: Record<string, unknown> = {}): Promise<Community> {
    named++;
    const res = await call('POST', '/api/communities/', who, { name: `Satsang Circle ${named}`, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  async function newPost(
    who: LoginResponse,
    community: string,
    extra: Record<string, unknown> = {},
  ): Promise<PostDetail> {
    const res = await call('POST', '/api/posts/', who, { title: 'Morning japa', community, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  async function newComment(who: LoginResponse, post: number, content: string, parent: number | null = null) {
    const res = await call('POST', '/api/comments/', who, { post, content, parent });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Comment;
  }

  /** How many communities were made so far: a number for names no other test used. */
  const serial = () => named;

  return { call, newCommunity, newPost, newComment, serial };
}
