import { CHANT_MESSAGES, type Chant, type Language } from '@sangam/contracts';
import { notFound } from '../../lib/http-errors';
import { mantras, scripts, sourceOf } from '../practice';

/**
 * The chanting page's mantras: the daily practice's own collection (practice/content/mantras.json,
 * Devanagari with its meaning and where it comes from in the 10 languages, and a suggested count),
 * each shown in the reader's script with IAST beside it, as the day's mantra is.
 */

type Mantra = (typeof mantras)[number];

function toChant(mantra: Mantra, lang: Language): Chant {
  return {
    id: mantra.id,
    devanagari: mantra.devanagari,
    ...scripts(mantra.devanagari, lang),
    deity: mantra.deity,
    tradition: (mantra.tradition as Record<Language, string>)[lang],
    source: mantra.source ? sourceOf(mantra.source) : null,
    count: mantra.count,
    meaning: (mantra.meaning as Record<Language, string>)[lang],
  };
}

/** Every mantra, in the collection's order, with the deities for the page's filter. */
export function listChants(lang: Language) {
  const results = mantras.map((m) => toChant(m, lang));
  return {
    count: results.length,
    next: null,
    previous: null,
    results,
    deities: [...new Set(mantras.map((m) => m.deity))],
  };
}

export function findMantra(id: string): Mantra {
  const mantra = mantras.find((m) => m.id === id.toLowerCase());
  if (!mantra) throw notFound(CHANT_MESSAGES.chantNotFound);
  return mantra;
}

export const getChant = (id: string, lang: Language): Chant => toChant(findMantra(id), lang);
