import type { Language } from '@sangam/contracts';

/** Each Indic language's font family (app/script-fonts.css) and a letter of its script. */
const SCRIPT_FACES: Partial<Record<Language, readonly [family: string, letter: string]>> = {
  hi: ['Noto Sans Devanagari', 'अ'],
  mr: ['Noto Sans Devanagari', 'अ'],
  bn: ['Noto Sans Bengali', 'অ'],
  te: ['Noto Sans Telugu', 'అ'],
  ta: ['Noto Sans Tamil', 'அ'],
  gu: ['Noto Sans Gujarati', 'અ'],
  kn: ['Noto Sans Kannada', 'ಅ'],
  or: ['Noto Sans Oriya', 'ଅ'],
  ml: ['Noto Sans Malayalam', 'അ'],
};

/** Text (400) and headings (600): the two faces of a script that every page uses. */
const WEIGHTS = [400, 600] as const;
/** A font slower than this is not waited for: the page switches and the face swaps in when it comes. */
const FONT_WAIT_MS = 3000;

/**
 * Loads a language's script faces, so that a page switched into it is drawn in them at once, not in
 * boxes until they arrive (a machine without Indic fonts). Never fails: a face that does not come is
 * the same as one that comes late.
 */
export async function loadScriptFaces(lang: Language): Promise<void> {
  const face = SCRIPT_FACES[lang];
  if (!face || typeof document === 'undefined' || !document.fonts) return;
  const [family, letter] = face;
  const loaded = Promise.all(WEIGHTS.map((weight) => document.fonts.load(`${weight} 1em "${family}"`, letter)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, FONT_WAIT_MS)));
  await Promise.race([loaded.then(() => undefined), late])
    .catch(() => undefined)
    .finally(() => clearTimeout(timer));
}
