import { describe, expect, it } from 'vitest';
import { hotRank, mediaKind, splitTags } from './community-constants';

describe('media display (spec section 5)', () => {
  it('shows an image by its extension', () => {
    for (const ext of ['jpg', 'jpeg', 'png', 'gif', 'webp', 'JPG'])
      expect(mediaKind(`https://example.org/a/mala.${ext}`)).toEqual({
        kind: 'image',
        url: `https://example.org/a/mala.${ext}`,
      });
    expect(mediaKind('https://example.org/mala.jpg?size=large')?.kind).toBe('image');
  });

  it('embeds YouTube by the 11-character id of any of its link forms', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    ])
      expect(mediaKind(url)).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
  });

  it("links anything else as 'View Media', and never a non-web link", () => {
    expect(mediaKind('https://en.wikipedia.org/wiki/Bhagavad_Gita')).toEqual({
      kind: 'link',
      url: 'https://en.wikipedia.org/wiki/Bhagavad_Gita',
    });
    expect(mediaKind('https://www.youtube.com/watch?v=short')?.kind).toBe('link');
    expect(mediaKind('javascript:alert(1)')).toBeNull();
    expect(mediaKind('data:image/png;base64,AAAA')).toBeNull();
    expect(mediaKind('not a link')).toBeNull();
  });
});

describe('tags and hot rank', () => {
  it('splits comma-separated tags, trimmed, without empties or repeats', () => {
    expect(splitTags(' japa, , kirtan ,japa')).toEqual(['japa', 'kirtan']);
    expect(splitTags('')).toEqual([]);
  });

  it("follows Lemmy's formula and is 0 from seven days on", () => {
    expect(hotRank(0, 0)).toBeCloseTo(Math.log10(2) / Math.pow(2, 1.8));
    expect(hotRank(-10, 1)).toBeCloseTo(Math.log10(2) / Math.pow(3, 1.8));
    expect(hotRank(98, 10)).toBeCloseTo(2 / Math.pow(12, 1.8));
    expect(hotRank(1000, 168)).toBe(0);
    expect(hotRank(5, 1)).toBeGreaterThan(hotRank(5, 2));
  });
});
