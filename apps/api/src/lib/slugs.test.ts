import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { HttpError } from './http-errors';
import { insertUnderFreeSlug, slugFromName } from './slugs';

/** A database whose slug query answers these slugs in use. */
const inUse = (slugs: string[]) =>
  ({ execute: async () => ({ rows: slugs.map((slug) => ({ slug })) }) }) as unknown as Pick<Db, 'execute'>;

describe('slugs', () => {
  it('are made from a name in any script', () => {
    expect(slugFromName('Char Dham Yatra')).toBe('char-dham-yatra');
    expect(slugFromName('भक्ति संगम')).toBe('भक्ति-संगम');
    expect(slugFromName('  ¡¡!! ', 'pooja')).toBe('pooja');
  });

  it('are the first free one, past those in use, reserved, or taken meanwhile', async () => {
    const tried: string[] = [];
    const made = await insertUnderFreeSlug(
      inUse(['gita', 'gita-2']),
      'classes',
      'gita',
      async (slug) => {
        tried.push(slug);
        // Someone else made gita-4 between the read and this insert.
        return slug === 'gita-4' ? null : slug;
      },
      { what: 'class with this title', reserved: ['gita-3'] },
    );
    expect(tried).toEqual(['gita-4', 'gita-5']);
    expect(made).toBe('gita-5');
  });

  it('ask to try again after ten slugs taken meanwhile', async () => {
    const attempt = insertUnderFreeSlug(inUse([]), 'journeys', 'yatra', async () => null, {
      what: 'journey with this title',
    });
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 409, code: 'slug_taken' });
  });
});
