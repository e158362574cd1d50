import { PHOTO_ERROR_CODES, PHOTO_LIMITS } from '@sangam/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/http-client';
import { activateLanguage, i18n } from '../../../shared/i18n/i18n';
import { photoFileProblem, photoUploadProblem } from './photo-upload';

async function use(lang: 'en' | 'hi') {
  await activateLanguage(lang);
  await i18n.loadNamespaces(['creator', 'common']);
}

afterEach(() => use('en'));

describe('photo uploads', () => {
  it('refuses a file that is not a picture or is too large before sending it', async () => {
    await use('en');
    expect(photoFileProblem({ name: 'talk.mp4', type: 'video/mp4', size: 1000 })).toBe(
      'talk.mp4 is not a photo we can read. Choose a JPEG, PNG, WebP, AVIF or GIF picture.',
    );
    expect(photoFileProblem({ name: 'big.jpg', type: 'image/jpeg', size: PHOTO_LIMITS.maxBytes + 1 })).toBe(
      'big.jpg is too large: choose a photo of at most 12 MB.',
    );
    expect(photoFileProblem({ name: 'ok.png', type: 'image/png', size: PHOTO_LIMITS.maxBytes })).toBeNull();
  });

  it("says why the server refused one, in the reader's language", async () => {
    await use('hi');
    const small = new ApiError(400, PHOTO_ERROR_CODES.photoTooSmall, 'This photo is too small…');
    expect(photoUploadProblem(small, 'icon.png')).toBe(
      'icon.png बहुत छोटी है: हर किनारा कम से कम 200 पिक्सेल का होना चाहिए।',
    );
    const offline = new ApiError(0, 'network', 'The network is not reachable.');
    expect(photoUploadProblem(offline, 'a.jpg')).toMatch(/^a\.jpg अपलोड नहीं हुई। .+/);
    expect(photoUploadProblem(offline, 'a.jpg')).not.toContain('network');
  });
});
