import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('follows paths on this site, with their query and fragment', () => {
    expect(safeRedirectPath('/en')).toBe('/en');
    expect(safeRedirectPath('/hi/feed?sort=top#latest')).toBe('/hi/feed?sort=top#latest');
    expect(safeRedirectPath('/en/book/gita-study?start=2026-04-02T09%3A00%3A00%2B05%3A30')).toBe(
      '/en/book/gita-study?start=2026-04-02T09%3A00%3A00%2B05%3A30',
    );
    // An encoded space or slash in the query is part of a search, not of where the link goes.
    expect(safeRedirectPath('/en/videos?q=om%20namah%2Fshivaya')).toBe('/en/videos?q=om%20namah%2Fshivaya');
  });

  it('answers a path in any script percent-encoded, as a Location header needs it', () => {
    const path = safeRedirectPath('/hi/समुदाय?q=शिव');
    expect(path).toBe('/hi/%E0%A4%B8%E0%A4%AE%E0%A5%81%E0%A4%A6%E0%A4%BE%E0%A4%AF?q=%E0%A4%B6%E0%A4%BF%E0%A4%B5');
    expect(path).toMatch(/^[\x21-\x7E]+$/);
    expect(decodeURIComponent(path!)).toBe('/hi/समुदाय?q=शिव');
    // Already encoded (as the sign-in guard writes it), it stays as it is.
    expect(safeRedirectPath(path)).toBe(path);
    expect(safeRedirectPath('/ta/சமூகம்')).toBe(`/ta/${encodeURIComponent('சமூகம்')}`);
  });

  it('refuses other sites, however they are written', () => {
    for (const target of [
      '//evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '\t//evil.example',
      ' /evil',
      '/%09/evil.example',
      '/%0A/evil.example',
      '/%0d/evil.example',
      '/%2F/evil.example',
      '/%2f%2fevil.example',
      '%2F%2Fevil.example',
      '/%5Cevil.example',
      '/%255C%255Cevil.example',
      '/%25252F%25252Fevil.example',
      '/\u0000/evil.example',
      '/\u007F/evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'evil.example',
      '',
    ]) {
      expect(safeRedirectPath(target), JSON.stringify(target)).toBeNull();
    }
  });

  it('refuses what cannot be read as a path', () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath('/hi/%E0%A4')).toBeNull();
    expect(safeRedirectPath(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});
