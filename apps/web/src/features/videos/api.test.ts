import { describe, expect, it } from 'vitest';
import { videoListQuery } from './api';

describe('the video list query', () => {
  it("asks for the reader's languages first and keys the cache by them", () => {
    const hindi = videoListQuery({ kids: false, languages: 'hi' }, 1);
    const tamilFirst = videoListQuery({ kids: false, languages: 'ta,hi' }, 1);
    expect(hindi.queryKey).toContain('languages=hi');
    expect(tamilFirst.queryKey).toContain('languages=ta%2Chi');
    expect(hindi.queryKey).not.toEqual(tamilFirst.queryKey);
  });
});
