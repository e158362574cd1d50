import { describe, expect, it } from 'vitest';
import { fillPattern, resolvePrefix } from './language-routing';

const url = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('resolvePrefix', () => {
  it('uses a known language prefix', () => {
    expect(resolvePrefix(url('/hi/videos'), null, 'en')).toEqual({ lang: 'hi' });
  });

  it('lets a stored language that differs from the prefix win, keeping the page', () => {
    expect(resolvePrefix(url('/en/classes/explore', '?level=1', '#top'), 'ta', 'en')).toEqual({
      redirect: '/ta/classes/explore?level=1#top',
    });
  });

  it('keeps the prefix when the stored language is the same', () => {
    expect(resolvePrefix(url('/ta/videos'), 'ta', 'en')).toEqual({ lang: 'ta' });
  });

  it('replaces an unknown language code with the current language', () => {
    expect(resolvePrefix(url('/fr/videos', '?q=1'), null, 'bn')).toEqual({ redirect: '/bn/videos?q=1' });
    expect(resolvePrefix(url('/pt-br/community'), null, 'en')).toEqual({ redirect: '/en/community' });
  });

  it('sends a path without a prefix to the language home', () => {
    expect(resolvePrefix(url('/videos'), null, 'mr')).toEqual({ redirect: '/mr' });
    expect(resolvePrefix(url('/community/posts/4'), 'gu', 'gu')).toEqual({ redirect: '/gu' });
  });
});

describe('fillPattern', () => {
  it('fills and encodes parameters', () => {
    expect(fillPattern('classes/:slug', { slug: 'gita study' })).toBe('classes/gita%20study');
    expect(fillPattern('login', {})).toBe('login');
  });
});
