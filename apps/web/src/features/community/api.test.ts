import { addressesAsked } from '../../shared/api/addresses-asked';
import { describe, expect, it } from 'vitest';
import { communityKeys, feedQuery, postQuery, postsQuery } from './api';

describe('posts in the page’s language', () => {
  it('ask for their communities’ names in it, each language its own cache entry', async () => {
    expect(await addressesAsked((c) => c.fetchInfiniteQuery(postsQuery('satsang', 'hot', '', 'ta')))).toEqual([
      'posts/?community=satsang&sort=hot&lang=ta&page_size=10&page=1',
    ]);
    // A search of every community's posts (the feed's box) names no community.
    expect(await addressesAsked((c) => c.fetchInfiniteQuery(postsQuery('', 'new', '', 'hi', 'shiv')))).toEqual([
      'posts/?sort=new&lang=hi&q=shiv&page_size=10&page=1',
    ]);
    expect(postsQuery('satsang', 'new', '', 'hi', 'shiv').queryKey).not.toEqual(
      postsQuery('satsang', 'new', '', 'hi', 'shiva').queryKey,
    );
    expect(await addressesAsked((c) => c.fetchInfiniteQuery(feedQuery('new', 'hi')))).toEqual([
      'posts/feed/?sort=new&lang=hi&page_size=10&page=1',
    ]);
    expect(await addressesAsked((c) => c.fetchQuery(postQuery(7, 'or')))).toEqual(['posts/7/?lang=or']);
    expect(postsQuery('satsang', 'hot', '', 'ta').queryKey).not.toEqual(
      postsQuery('satsang', 'hot', '', 'hi').queryKey,
    );
    expect(feedQuery('new', 'ta').queryKey).not.toEqual(feedQuery('new', 'hi').queryKey);
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
    expect(communityKeys.postList('satsang', 'hot', '', 'ta', 'शिव')).toEqual([
      'posts',
      'list',
      'satsang',
      'hot',
      '',
      'ta',
      'शिव',
    ]);
    expect(communityKeys.postList('satsang', 'hot', '', 'ta', '').slice(0, 2)).toEqual(communityKeys.postLists);
    expect(communityKeys.feed('new', 'hi')).toEqual(['posts', 'feed', 'new', 'hi']);
    expect(communityKeys.feed('new', 'hi').slice(0, 2)).toEqual(communityKeys.feeds);
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
