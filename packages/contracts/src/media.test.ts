import { describe, expect, it } from 'vitest';
import { smallPhoto } from './media-constants';

describe('smallPhoto', () => {
  it('gives the 640 px copy of one of our uploaded photos, and any other address as it is', () => {
    const ours = 'https://sangam.example/media/photos/0f8c2a9e-4b1d-4c7a-9e2f-1a2b3c4d5e6f-1600.webp';
    expect(smallPhoto(ours)).toBe(ours.replace('-1600.webp', '-640.webp'));
    expect(smallPhoto(ours.replace('-1600', '-640'))).toBe(ours.replace('-1600', '-640'));
    expect(smallPhoto('https://example.org/ashram-1600.webp')).toBe('https://example.org/ashram-1600.webp');
  });
});
