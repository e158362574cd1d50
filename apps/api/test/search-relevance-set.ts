import communityContent from '../src/seed/data/demo-community.json';
import journeyContent from '../src/seed/data/demo-journeys.json';
import retreatContent from '../src/seed/data/demo-retreats.json';
import templeContent from '../src/seed/data/demo-temples.json';
import videoCatalogue from '../src/seed/data/demo-videos.json';
import type { Db } from '../src/db/client';
import { DEMO_CLASSES, seedDemoClasses } from '../src/seed/demo-classes';
import { seedDemoCommunity } from '../src/seed/demo-community';
import { seedDemoJourneys } from '../src/seed/demo-journeys';
import { seedDemoTranslations } from '../src/seed/demo-translations';
import { seedDemoRetreats } from '../src/seed/demo-retreats';
import { seedDemoTemples } from '../src/seed/demo-temples';
import { seedDemoUsers } from '../src/seed/demo-users';
import { seedDemoVideos } from '../src/seed/demo-videos';

/**
 * The relevance set of search (issue 21): queries in every script of our languages and in Latin,
 * against the demo catalogue, each with the items it must return (all of them: recall), those it
 * may return (they mention the word, so neither counts), and tempting ones it must not return.
 * Everything else it returns lowers its precision.
 */
export type Script = 'latn' | 'deva' | 'beng' | 'taml' | 'telu' | 'knda' | 'mlym' | 'gujr' | 'orya';

export interface RelevanceCase {
  script: Script;
  /** The list searched (`/api/<kind>/?q=`); its items are named by title, or by name. */
  kind: 'videos' | 'classes' | 'communities' | 'posts' | 'temples' | 'poojas' | 'retreats' | 'journeys';
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

/** The one demo item of a list whose title or name starts so (a typo in the set fails at once). */
const one = (items: Array<{ title?: string; name?: string }>, start: string) => {
  const found = items.map((i) => i.title ?? i.name ?? '').filter((t) => t.startsWith(start));
  if (found.length !== 1) throw new Error(`${found.length} demo items start with ${start}`);
  return found[0]!;
};
const temple = (start: string) => one(templeContent.temples, start);
const templePoojas = (start: string) =>
  templeContent.temples.find((t) => t.name.startsWith(start))!.poojas.map((p) => p.name);
const pooja = (start: string) =>
  one(
    templeContent.temples.flatMap((t) => t.poojas),
    start,
  );
const retreat = (start: string) => one(retreatContent.retreats, start);
const journey = (start: string) => one(journeyContent.journeys, start);
const community = (start: string) => one(communityContent.communities, start);
const post = (start: string) =>
  one(
    communityContent.communities.flatMap((c) => c.posts),
    start,
  );

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

const CHAR_DHAM = journey('चार धाम');
const AYODHYA_JOURNEY = journey('Kashi, Prayagraj');
const AYODHYA_TEMPLE = temple('श्री संकट');
// Videos that tell of Ayodhya in their story.
const NAMES_AYODHYA = [video('The Ramayana for kids')];

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

  // Communities: by name and tag, from another script than theirs.
  { script: 'deva', kind: 'communities', q: 'योग', relevant: [community('Yoga Sadhana')] },
  {
    script: 'taml',
    kind: 'communities',
    q: 'பக்தி',
    relevant: [community('Bhakti & Kirtan'), community('தமிழ் பக்தி')],
    mustNot: [community('Yoga Sadhana')],
  },
  // By words only their translations have: Tamil "cooking", Kannada "volunteering".
  // Not the Ayurveda circle's "kitchen herbs" (சமையலறை மூலிகைகள்): a word written to its end is no prefix.
  {
    script: 'taml',
    kind: 'communities',
    q: 'சமையல்',
    relevant: [community('Sattvic Kitchen')],
    mustNot: [community('Ayurveda')],
  },
  { script: 'knda', kind: 'communities', q: 'ಸ್ವಯಂಸೇವೆ', relevant: [community('Seva & Volunteering')] },
  // The Gita circle reads the text "in Sanskrit, ..." (its description).
  {
    script: 'latn',
    kind: 'communities',
    q: 'sanskrit',
    relevant: [community('Sanskrit Learning')],
    acceptable: [community('Gita Study Circle')],
  },
  // Posts: a deity's names in titles and tags of every script.
  {
    script: 'latn',
    kind: 'posts',
    q: 'ganpati',
    relevant: [post('पुण्यात शाडूच्या'), post('వినాయక చవితికి'), post('பேரனுக்கு')],
    mustNot: [post('हर मंगलवार')],
  },
  // Not the post that says "अनुमान से" (by guesswork): Tamil's அனுமன் is Hanuman, a Hindi अनुमान is not.
  { script: 'deva', kind: 'posts', q: 'हनुमान', relevant: [post('हर मंगलवार')], mustNot: [post('किसी श्लोक')] },
  { script: 'latn', kind: 'posts', q: 'hanuman', relevant: [post('हर मंगलवार')], mustNot: [post('किसी श्लोक')] },
  { script: 'taml', kind: 'posts', q: 'முருகன்', relevant: [post('பேரனுக்கு'), post('கந்த சஷ்டி')] },
  // Temples: by name, deity and place.
  {
    script: 'taml',
    kind: 'temples',
    q: 'முருகன்',
    relevant: [temple('Arulmigu Velmurugan')],
    mustNot: [temple('அருள்மிகு சித்தி')],
  },
  {
    script: 'latn',
    kind: 'temples',
    q: 'ganpati',
    relevant: [temple('श्री मंगलमूर्ती'), temple('அருள்மிகு சித்தி')],
    mustNot: [temple('श्री गंगेश्वर')],
  },
  { script: 'deva', kind: 'temples', q: 'हनुमान', relevant: [temple('श्री संकट')] },
  // Poojas: their own names, and their temple's deity.
  {
    script: 'latn',
    kind: 'poojas',
    q: 'ganpati',
    relevant: [...templePoojas('श्री मंगलमूर्ती'), ...templePoojas('அருள்மிகு சித்தி')],
    mustNot: templePoojas('श्री गंगेश्वर'),
  },
  {
    script: 'deva',
    kind: 'poojas',
    q: 'सत्यनारायण',
    relevant: [pooja('श्री सत्यनारायण'), pooja('Satyanarayan')],
  },
  // Retreats: a Hindi query finds English titles, a Latin one a Malayalam title.
  {
    script: 'deva',
    kind: 'retreats',
    q: 'ऋषिकेश',
    relevant: [retreat('Hatha Yoga Week'), retreat('Five Days of Silence')],
  },
  {
    script: 'latn',
    kind: 'retreats',
    q: 'ayurveda',
    relevant: [retreat('Panchakarma'), retreat('നിളാതീരത്തെ')],
    // Its stay includes an "Ayurvedic oil massage".
    acceptable: [retreat('Forest Quiet in Coorg')],
  },
  // Journeys.
  { script: 'latn', kind: 'journeys', q: 'ganpati', relevant: [journey('Ashtavinayak')] },
  { script: 'deva', kind: 'journeys', q: 'काशी', relevant: [journey('Kashi, Prayagraj')] },
  // Puri (the city) is not पूरी (complete, or the bread) that the Char Dham journey "पूरी होती है".
  { script: 'orya', kind: 'journeys', q: 'ପୁରୀ', relevant: [journey('পুরী, কোনারক')], mustNot: [CHAR_DHAM] },

  // Words spelt with other vowel lengths are other words, though their loose letters are the same.
  { script: 'deva', kind: 'journeys', q: 'पूरी', relevant: [CHAR_DHAM], mustNot: [journey('পুরী, কোনারক')] },
  // The Rath Yatra post is tagged "Puri" in Latin letters, which spell both words.
  {
    script: 'deva',
    kind: 'posts',
    q: 'पूरी',
    relevant: [post('हर मंगलवार'), post('माला में 108')],
    acceptable: [post('ରଥଯାତ୍ରାରେ')],
  },
  { script: 'deva', kind: 'videos', q: 'अनुमान', relevant: [], mustNot: HANUMAN },
  { script: 'deva', kind: 'posts', q: 'अनुमान', relevant: [post('किसी श्लोक')], mustNot: [post('हर मंगलवार')] },
  // The Kashi journey goes to Hanumangarhi, which holds Hanuman's name, not Tamil's அனுமன் in it.
  { script: 'deva', kind: 'journeys', q: 'अनुमान', relevant: [], mustNot: [AYODHYA_JOURNEY] },
  // Ayodhya as each script writes it: Tamil அயோத்தி (-ya as a doubled letter and -i), Bengali with
  // য (a Sanskrit ya, read "j"), Kannada ಅಯೋಧ್ಯೆ (-e for -ā).
  { script: 'taml', kind: 'videos', q: 'அயோத்தி', relevant: NAMES_AYODHYA },
  { script: 'taml', kind: 'journeys', q: 'அயோத்தி', relevant: [AYODHYA_JOURNEY] },
  { script: 'taml', kind: 'temples', q: 'அயோத்தி', relevant: [AYODHYA_TEMPLE] },
  { script: 'beng', kind: 'videos', q: 'অযোধ্যা', relevant: NAMES_AYODHYA },
  { script: 'beng', kind: 'journeys', q: 'অযোধ্যা', relevant: [AYODHYA_JOURNEY] },
  { script: 'beng', kind: 'temples', q: 'অযোধ্যা', relevant: [AYODHYA_TEMPLE] },
  { script: 'knda', kind: 'journeys', q: 'ಅಯೋಧ್ಯೆ', relevant: [AYODHYA_JOURNEY] },
  { script: 'knda', kind: 'temples', q: 'ಅಯೋಧ್ಯೆ', relevant: [AYODHYA_TEMPLE] },
  { script: 'deva', kind: 'journeys', q: 'अयोध्या', relevant: [AYODHYA_JOURNEY] },
  // Bengali যোগ (read "jog") is yoga.
  { script: 'beng', kind: 'communities', q: 'যোগ', relevant: [community('Yoga Sadhana')] },
];

/** The demo catalogue the set is judged against: every searchable kind. */
export async function seedSearchCatalogue(db: Db): Promise<void> {
  await seedDemoUsers(db);
  await seedDemoVideos(db);
  await seedDemoCommunity(db);
  await seedDemoClasses(db);
  await seedDemoRetreats(db);
  await seedDemoTemples(db);
  await seedDemoJourneys(db);
  await seedDemoTranslations(db);
}

/** What a list answer names its items by: a title, or a name (communities, temples, poojas). */
export const itemLabels = (answer: { results: Array<{ title?: string; name?: string }> }) =>
  answer.results.map((r) => r.title ?? r.name ?? '');

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
