import { CONSOLE_LIMITS } from '@sangam/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../../shared/i18n/i18n';
import hi from '../../../locales/hi/creator.json';
import { photoId, verificationRequest } from './verification-request';

async function use(lang: 'en' | 'hi') {
  await activateLanguage(lang);
  await i18n.loadNamespaces('creator');
}
afterEach(() => use('en'));

const id = (n: number) => `0b7d2a3c-1f4e-4c7a-9a51-2d6f3e8b9c${String(n).padStart(2, '0')}`;
const uploaded = (n: number) => ({ url: `https://sangam.example/media/photos/${id(n)}-1600.webp` });

describe('what a creator sends for verification', () => {
  it("sends a document by its uploaded photo's id", () => {
    expect(photoId(uploaded(10))).toBe(id(10));
    expect(photoId({ url: 'https://elsewhere.example/photo.jpg' })).toBeNull();
  });

  it('sends the ids and the note trimmed', () => {
    expect(verificationRequest([uploaded(1), uploaded(2)], '  My temple  ')).toEqual({
      body: { documents: [id(1), id(2)], note: 'My temple' },
      problems: null,
    });
  });

  it("asks for a document, in the reader's language", async () => {
    await use('hi');
    expect(verificationRequest([], '').problems).toEqual({ documents: hi.verification.no_documents });
    // A photo that is not one of ours is no document either.
    expect(verificationRequest([{ url: 'https://elsewhere.example/photo.jpg' }], '').problems).toEqual({
      documents: hi.verification.no_documents,
    });
  });

  // A rule only the contract's schema knows: a form that stopped asking it would send them all.
  it("refuses more documents than the contract's limit at the documents", () => {
    const many = Array.from({ length: CONSOLE_LIMITS.documentsMax + 1 }, (_, n) => uploaded(n));
    expect(verificationRequest(many, '').problems).toEqual({
      documents: `Add at most ${CONSOLE_LIMITS.documentsMax} documents.`,
    });
  });
});
