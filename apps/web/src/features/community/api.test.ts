import { addressesAsked } from '../../shared/api/addresses-asked';
import { describe, expect, it } from 'vitest';
import { communityKeys, feedQuery, postQuery, postsQuery, savedCommentsQuery, savedPostsQuery } from './api';

describe('posts in the page’s language', () => {
  it('ask for their communities’ names in it, each language its own cache entry', async () => {
    expect(await addressesAsked((c) => c.fetchInfiniteQuery(postsQuery('satsang', 'hot', 'all', '', 'ta')))).toEqual([
      'posts/?community=satsang&sort=hot&lang=ta&page_size=10&page=1',
    ]);
    // A search of every community's posts (the feed's box) names no community.
    expect(await addressesAsked((c) => c.fetchInfiniteQuery(postsQuery('', 'new', 'all', '', 'hi', 'shiv')))).toEqual([
      'posts/?sort=new&lang=hi&q=shiv&page_size=10&page=1',
    ]);
    expect(postsQuery('satsang', 'new', 'all', '', 'hi', 'shiv').queryKey).not.toEqual(
      postsQuery('satsang', 'new', 'all', '', 'hi', 'shiva').queryKey,
    );
    expect(await addressesAsked((c) => c.fetchInfiniteQuery(feedQuery('new', 'all', 'hi')))).toEqual([
      'posts/feed/?sort=new&lang=hi&page_size=10&page=1',
    ]);
    expect(await addressesAsked((c) => c.fetchQuery(postQuery(7, 'or')))).toEqual(['posts/7/?lang=or']);
    expect(postsQuery('satsang', 'hot', 'all', '', 'ta').queryKey).not.toEqual(
      postsQuery('satsang', 'hot', 'week', '', 'ta').queryKey,
    );
  });

  it('ask for a period (t) only when it is not all time, the API’s default', async () => {
    expect(await addressesAsked((c) => c.fetchInfiniteQuery(postsQuery('satsang', 'top', 'week', '', 'hi')))).toEqual([
      'posts/?community=satsang&sort=top&t=week&lang=hi&page_size=10&page=1',
    ]);
    expect(await addressesAsked((c) => c.fetchInfiniteQuery(feedQuery('top', 'day', 'ta')))).toEqual([
      'posts/feed/?sort=top&t=day&lang=ta&page_size=10&page=1',
    ]);
    expect(feedQuery('top', 'day', 'ta').queryKey).not.toEqual(feedQuery('top', 'year', 'ta').queryKey);
  });

  it('ask for the reader’s saved posts in the page’s language, and their saved comments', async () => {
    expect(await addressesAsked((c) => c.fetchInfiniteQuery(savedPostsQuery('gu')))).toEqual([
      'me/saved/?type=post&lang=gu&page_size=10&page=1',
    ]);
    expect(await addressesAsked((c) => c.fetchInfiniteQuery(savedCommentsQuery()))).toEqual([
      'me/saved/?type=comment&page_size=10&page=1',
    ]);
    expect(postsQuery('satsang', 'hot', 'all', '', 'ta').queryKey).not.toEqual(
      postsQuery('satsang', 'hot', 'all', '', 'hi').queryKey,
    );
    expect(feedQuery('new', 'all', 'ta').queryKey).not.toEqual(feedQuery('new', 'all', 'hi').queryKey);
    expect(postQuery(7, 'ta').queryKey).not.toEqual(postQuery(7, 'hi').queryKey);
  });
});

describe('the community’s keys', () => {
  it('keep the values its lists, pages and patches were cached under', () => {
    // An optimistic change patches every entry under a root, so each kind's keys start with it.
    expect(communityKeys.communityList('japa', 'ta', 'ta,en')).toEqual(['communities', 'list', 'japa', 'ta', 'ta,en']);
    expect(communityKeys.myCommunities('hi')).toEqual(['communities', 'mine', 'hi']);
    expect(communityKeys.myCommunities('hi').slice(0, 2)).toEqual(communityKeys.mine);
    expect(communityKeys.community('satsang', 'en')).toEqual(['communities', 'detail', 'satsang', 'en']);
    expect(communityKeys.postList('satsang', 'hot', 'all', '', 'ta', 'शिव')).toEqual([
      'posts',
      'list',
      'satsang',
      'hot',
      'all',
      '',
      'ta',
      'शिव',
    ]);
    expect(communityKeys.postList('satsang', 'hot', 'all', '', 'ta', '').slice(0, 2)).toEqual(communityKeys.postLists);
    expect(communityKeys.feed('new', 'all', 'hi')).toEqual(['posts', 'feed', 'new', 'all', 'hi']);
    expect(communityKeys.feed('new', 'all', 'hi').slice(0, 2)).toEqual(communityKeys.feeds);
    // Saved items live under their kind's root, so a vote or a save patches them where they are.
    expect(communityKeys.savedPosts('hi')).toEqual(['posts', 'saved', 'hi']);
    expect(communityKeys.savedComments).toEqual(['comments', 'saved']);
    expect(communityKeys.post(7, 'or')).toEqual(['posts', 'detail', 7, 'or']);
    expect(communityKeys.postComments(7)).toEqual(['comments', 7]);
    expect(communityKeys.reportQueue()).toEqual(['reports', '']);
    expect(communityKeys.reportQueue('satsang')).toEqual(['reports', 'satsang']);
    expect([communityKeys.communities, communityKeys.posts, communityKeys.comments, communityKeys.reports]).toEqual([
      ['communities'],
      ['posts'],
      ['comments'],
      ['reports'],
    ]);
  });
});
