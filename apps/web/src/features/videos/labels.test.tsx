import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../shared/i18n/i18n';
import { useCatalogueLabels } from './labels';

afterEach(() => activateLanguage('en'));

async function labelsIn(lang: 'en' | 'hi') {
  await activateLanguage(lang);
  await i18n.loadNamespaces('videos');
  return renderHook(() => useCatalogueLabels()).result.current;
}

describe('a category’s name on the videos screens', () => {
  it('is the name the API gives in the page’s language, as an editor named it in the console', async () => {
    const labels = await labelsIn('hi');
    expect(labels.category({ slug: 'bhajan', name: 'भजन संध्या' })).toBe('भजन संध्या');
    expect((await labelsIn('en')).category({ slug: 'bhajan', name: 'Devotional songs' })).toBe('Devotional songs');
  });

  it('is our own text when the API gives the original English name (not yet named in the language)', async () => {
    expect((await labelsIn('hi')).category({ slug: 'bhajan', name: 'Bhajan' })).toBe('भजन');
  });

  it('is the API’s name for a category our texts do not know', async () => {
    expect((await labelsIn('hi')).category({ slug: 'satsang', name: 'Satsang' })).toBe('Satsang');
  });
});
