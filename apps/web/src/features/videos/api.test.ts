import { describe, expect, it } from 'vitest';
import { tagsQuery, videoListQuery, videoQuery } from './api';

describe('the video list query', () => {
  it("asks for the reader's languages first and keys the cache by them", () => {
    const hindi = videoListQuery({ kids: false, languages: 'hi' }, 1);
    const tamilFirst = videoListQuery({ kids: false, languages: 'ta,hi' }, 1);
    expect(hindi.queryKey).toContain('languages=hi');
    expect(tamilFirst.queryKey).toContain('languages=ta%2Chi');
    expect(hindi.queryKey).not.toEqual(tamilFirst.queryKey);
  });
});

describe("the videos' tags", () => {
  it("come named in the page's language, each language its own cache entry", () => {
    const list = videoListQuery({ kids: false, lang: 'ta' }, 1);
    expect(list.queryKey).toContain('lang=ta');
    expect(tagsQuery('bhajan', 'ta').queryKey).not.toEqual(tagsQuery('bhajan', 'hi').queryKey);
    expect(videoQuery('7', 'ta').queryKey).not.toEqual(videoQuery('7', 'hi').queryKey);
  });
});
