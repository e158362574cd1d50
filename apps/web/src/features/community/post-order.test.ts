import { describe, expect, it } from 'vitest';
import { postOrderOf, withPostOrder } from './post-order';

const address = (query: string) => new URLSearchParams(query);

describe('a list’s order in the address', () => {
  it('reads the sort and, for Top only, the period; anything unknown is the page’s default', () => {
    expect(postOrderOf(address(''), 'new')).toEqual({ sort: 'new', period: 'all' });
    expect(postOrderOf(address('sort=top&t=week'), 'new')).toEqual({ sort: 'top', period: 'week' });
    expect(postOrderOf(address('sort=hot&t=week'), 'new')).toEqual({ sort: 'hot', period: 'all' });
    expect(postOrderOf(address('sort=best&t=decade'), 'hot')).toEqual({ sort: 'hot', period: 'all' });
    expect(postOrderOf(address('sort=top&t=decade'), 'hot')).toEqual({ sort: 'top', period: 'all' });
  });

  it('writes only what differs from the defaults, and keeps the other parameters', () => {
    const write = (
      query: string,
      sort: 'new' | 'top' | 'hot',
      period: 'day' | 'week' | 'all',
      fallback: 'new' | 'hot',
    ) => withPostOrder(address(query), { sort, period }, fallback).toString();
    expect(write('q=shiv', 'top', 'week', 'new')).toBe('q=shiv&sort=top&t=week');
    expect(write('sort=top&t=week&q=shiv', 'top', 'all', 'new')).toBe('sort=top&q=shiv');
    // Leaving Top drops its period; the page's default sort leaves the address plain.
    expect(write('sort=top&t=day', 'hot', 'day', 'new')).toBe('sort=hot');
    expect(write('sort=top&t=day', 'hot', 'day', 'hot')).toBe('');
  });
});
