import videoCatalogue from '../src/seed/data/demo-videos.json';
import { DEMO_CLASSES } from '../src/seed/demo-classes';

/**
 * The relevance set of search (issue 21): queries in every script of our languages and in Latin,
 * against the demo catalogue, each with the items it must return (all of them: recall), those it
 * may return (they mention the word, so neither counts), and tempting ones it must not return.
 * Everything else it returns lowers its precision.
 */
export type Script = 'latn' | 'deva' | 'beng' | 'taml' | 'telu' | 'knda' | 'mlym' | 'gujr' | 'orya';

export interface RelevanceCase {
  script: Script;
  kind: 'videos' | 'classes';
  q: string;
  relevant: string[];
  acceptable?: string[];
  mustNot?: string[];
}

/** Titles of the demo videos with this tag. */
const tagged = (tag: string) => videoCatalogue.filter((v) => v.tags.includes(tag)).map((v) => v.title);
const classesIn = (category: string) =>
  DEMO_CLASSES.tutors.flatMap((t) => t.classes.filter((c) => c.category === category).map((c) => c.title));
const video = (start: string) => {
  const found = videoCatalogue.find((v) => v.title.startsWith(start));
  if (!found) throw new Error(`No demo video starts with ${start}`);
  return found.title;
};

const SHIVA = tagged('Shiva');
const KRISHNA = tagged('Krishna');
const GANESHA = tagged('Ganesha');
const HANUMAN = tagged('Hanuman');
const GITA_CLASSES = classesIn('gita-study');
// "मधुरं गानम्" (a song): the word गणेश must not be taken for its first letters.
const SONG = video('महिषासुरमर्दिनि');
const NOT_SHIVA = [video('बाप्पा'), video('होलिका'), video('गायत्री')];
const NOT_KRISHNA = [video('राम लला'), video('केवट'), video('శబరి')];
const JAGANNATH = [video('ଶ୍ରୀ ଜଗନ୍ନାଥ'), video('ଜୟଦେବଙ୍କ')];
const GAYATRI = [video('गायत्री')];
const DIWALI = tagged('Diwali');
const DURGA = tagged('Durga');
const NAVARATRI = tagged('Navaratri');
const PRANAYAMA = tagged('Pranayama');
const SURYA_NAMASKAR = tagged('Surya Namaskar');
const SARASWATI = tagged('Saraswati');
const RAMAYANA = tagged('Ramayana');
const JANMASHTAMI = tagged('Janmashtami');
const VENKATESWARA = [video('శ్రీ వేంకటేశ్వర'), video('అన్నమయ్య')];
// Videos that name Hanuman in their story without his tag.
const NAMES_HANUMAN = [video('The Ramayana for kids')];

const deity = (script: Script, q: string, relevant: string[], mustNot: string[] = []): RelevanceCase => ({
  script,
  kind: 'videos',
  q,
  relevant,
  mustNot,
});

export const RELEVANCE_SET: RelevanceCase[] = [
  // Latin: names, their common spellings and their synonyms.
  deity('latn', 'shiva', SHIVA, NOT_SHIVA),
  deity('latn', 'shiv', SHIVA, NOT_SHIVA),
  deity('latn', 'siva', SHIVA, NOT_SHIVA),
  deity('latn', 'sivan', SHIVA, NOT_SHIVA),
  deity('latn', 'mahadev', SHIVA, NOT_SHIVA),
  deity('latn', 'krishna', KRISHNA, NOT_KRISHNA),
  deity('latn', 'krsna', KRISHNA, NOT_KRISHNA),
  deity('latn', 'kishan', KRISHNA, NOT_KRISHNA),
  deity('latn', 'kR^iShNa', KRISHNA, NOT_KRISHNA),
  deity('latn', 'ganesh', GANESHA, [SONG]),
  deity('latn', 'ganesha', GANESHA, [SONG]),
  deity('latn', 'ganpati', GANESHA, [SONG]),
  deity('latn', 'ganapati', GANESHA, [SONG]),
  deity('latn', 'vinayaka', GANESHA, [SONG]),
  deity('latn', 'pillaiyar', GANESHA, [SONG]),
  deity('latn', 'gayatri', GAYATRI, [SONG]),
  deity('latn', 'jagannath', JAGANNATH, [video('हनुमान चालीसा')]),
  { ...deity('latn', 'hanuman', HANUMAN), acceptable: NAMES_HANUMAN },
  { ...deity('latn', 'maruti', HANUMAN), acceptable: NAMES_HANUMAN },
  deity('latn', 'hanumn chalisa', [video('हनुमान चालीसा')]),
  deity('latn', 'deepavali', DIWALI),
  deity('latn', 'durga', DURGA),
  deity('latn', 'navratri', NAVARATRI),
  deity('latn', 'gokulashtami', JANMASHTAMI),
  deity('latn', 'surya namaskar', SURYA_NAMASKAR),
  deity('latn', 'sarasvati', SARASWATI),
  { script: 'latn', kind: 'classes', q: 'gita', relevant: GITA_CLASSES },
  // Devanagari: Hindi, Marathi and Sanskrit.
  deity('deva', 'शिव', SHIVA, NOT_SHIVA),
  deity('deva', 'गणेश', GANESHA, [SONG]),
  deity('deva', 'गणपती', GANESHA, [SONG]),
  deity('deva', 'विनायक', GANESHA, [SONG]),
  deity('deva', 'कृष्ण', KRISHNA, NOT_KRISHNA),
  { ...deity('deva', 'हनुमान', HANUMAN), acceptable: NAMES_HANUMAN },
  deity('deva', 'गायत्री', GAYATRI, [SONG]),
  deity('deva', 'दिवाली', DIWALI),
  deity('deva', 'दुर्गा', DURGA),
  { script: 'deva', kind: 'classes', q: 'गीता', relevant: GITA_CLASSES },
  // Bengali.
  deity('beng', 'শিব', SHIVA, NOT_SHIVA),
  deity('beng', 'কৃষ্ণ', KRISHNA, NOT_KRISHNA),
  deity('beng', 'গণেশ', GANESHA, [SONG]),
  deity('beng', 'দুর্গা', DURGA),
  deity('beng', 'সরস্বতী', SARASWATI),
  { script: 'beng', kind: 'classes', q: 'গীতা', relevant: GITA_CLASSES },
  // Tamil: no voiced or aspirated letters, and names with their ending.
  deity('taml', 'சிவன்', SHIVA, NOT_SHIVA),
  deity('taml', 'சிவ', SHIVA, NOT_SHIVA),
  deity('taml', 'கிருஷ்ணா', KRISHNA, NOT_KRISHNA),
  deity('taml', 'விநாயகர்', GANESHA, [SONG]),
  deity('taml', 'பிள்ளையார்', GANESHA, [SONG]),
  deity('taml', 'கணபதி', GANESHA, [SONG]),
  { ...deity('taml', 'அனுமன்', HANUMAN), acceptable: NAMES_HANUMAN },
  deity('taml', 'தீபாவளி', DIWALI),
  // Telugu.
  deity('telu', 'శివ', SHIVA, NOT_SHIVA),
  deity('telu', 'కృష్ణ', KRISHNA, NOT_KRISHNA),
  deity('telu', 'వినాయకుడు', GANESHA, [SONG]),
  deity('telu', 'గణపతి', GANESHA, [SONG]),
  deity('telu', 'వేంకటేశ్వర', VENKATESWARA),
  { script: 'telu', kind: 'classes', q: 'భగవద్గీత', relevant: GITA_CLASSES },
  // Kannada.
  deity('knda', 'ಶಿವ', SHIVA, NOT_SHIVA),
  deity('knda', 'ಕೃಷ್ಣ', KRISHNA, NOT_KRISHNA),
  deity('knda', 'ಗಣೇಶ', GANESHA, [SONG]),
  deity('knda', 'ದೀಪಾವಳಿ', DIWALI),
  deity('knda', 'ಪ್ರಾಣಾಯಾಮ', PRANAYAMA),
  // Malayalam.
  deity('mlym', 'ശിവൻ', SHIVA, NOT_SHIVA),
  deity('mlym', 'കൃഷ്ണൻ', KRISHNA, NOT_KRISHNA),
  deity('mlym', 'ഗണപതി', GANESHA, [SONG]),
  // The Aditya Hridayam's description says where in the Ramayana it is told.
  { ...deity('mlym', 'രാമായണം', RAMAYANA), acceptable: [video('आदित्यहृदयम्')] },
  deity('mlym', 'പ്രാണായാമം', PRANAYAMA),
  // Gujarati.
  deity('gujr', 'શિવ', SHIVA, NOT_SHIVA),
  deity('gujr', 'કૃષ્ણ', KRISHNA, NOT_KRISHNA),
  deity('gujr', 'ગણેશ', GANESHA, [SONG]),
  deity('gujr', 'સૂર્ય નમસ્કાર', SURYA_NAMASKAR),
  deity('gujr', 'નવરાત્રી', NAVARATRI),
  // Odia.
  deity('orya', 'ଶିବ', SHIVA, NOT_SHIVA),
  deity('orya', 'କୃଷ୍ଣ', KRISHNA, NOT_KRISHNA),
  deity('orya', 'ଗଣେଶ', GANESHA, [SONG]),
  deity('orya', 'ଜଗନ୍ନାଥ', JAGANNATH, [video('हनुमान चालीसा')]),
  deity('orya', 'ଦୁର୍ଗା', DURGA),
];

export interface CaseResult {
  case: RelevanceCase;
  returned: string[];
  found: number;
  counted: number;
  forbidden: string[];
}

export function judge(c: RelevanceCase, returned: string[]): CaseResult {
  const relevant = new Set(c.relevant);
  const acceptable = new Set(c.acceptable ?? []);
  return {
    case: c,
    returned,
    found: returned.filter((t) => relevant.has(t)).length,
    counted: returned.filter((t) => !acceptable.has(t) || relevant.has(t)).length,
    forbidden: returned.filter((t) => (c.mustNot ?? []).includes(t)),
  };
}

export interface ScriptScore {
  script: Script;
  queries: number;
  precision: number;
  recall: number;
}

/** Precision and recall per script, over all its queries' items (micro-averaged). */
export function scoreByScript(results: CaseResult[]): ScriptScore[] {
  const scripts = [...new Set(results.map((r) => r.case.script))];
  return scripts.map((script) => {
    const mine = results.filter((r) => r.case.script === script);
    const found = mine.reduce((n, r) => n + r.found, 0);
    const counted = mine.reduce((n, r) => n + r.counted, 0);
    const relevant = mine.reduce((n, r) => n + r.case.relevant.length, 0);
    return {
      script,
      queries: mine.length,
      precision: counted ? found / counted : 1,
      recall: relevant ? found / relevant : 1,
    };
  });
}
