/**
 * Names that mean the same deity, festival or text in our languages. A query word that is one of a
 * group's names is searched as any of them ("pillaiyar" finds "गणेश"). Spellings of one name need
 * no entry (the key joins "shiv", "siva" and "शिव"); an entry is for another name. Each group says
 * where its names come from. Names that are also common words or personal names are left out
 * ("Hari" is "every" in Hindi, "Kumara" and "Srinivasa" are people's names): a query must not
 * find them.
 */
export interface SynonymGroup {
  /** What the group names, in English. */
  name: string;
  /**
   * The names in Latin letters, one word each (a compound is written joined: "bhagavadgītā"), with
   * ā, ī and ū where the name has a long vowel: a name finds the words of the Indic scripts that
   * spell it with the same lengths ("vināyagar" is விநாயகர்), and Latin words however spelt. A
   * Latin letter without a mark is short ("anuman" is Tamil's அனுமன், not अनुमान, a guess).
   */
  terms: string[];
  /** Where the names are attested: a reference work or an article title. */
  sources: string[];
}

export const VOCABULARY: SynonymGroup[] = [
  {
    name: 'Ganesha',
    terms: [
      'ganesha',
      'ganapati',
      'ganpati',
      'vināyaka',
      'vināyagar',
      'bināyak',
      'piḷḷaiyār',
      'vighneshvara',
      'gajānana',
      'ekadanta',
      'lambodara',
      'heramba',
    ],
    sources: [
      'Wikipedia (en), "Ganesha": lead ("also known as Ganapati, Vinayaka, Pillaiyar and Binayak")',
      'Wikipedia (en), "Ganesha", section "Etymology and other names" (the Amarakosha\'s list)',
    ],
  },
  {
    name: 'Kartikeya',
    terms: ['kārttikeya', 'skanda', 'murugan', 'muruga', 'subrahmanya', 'subramanya', 'shanmukha', 'முருகன்'],
    sources: ['Wikipedia (en), "Kartikeya": lead and infobox (other names)'],
  },
  {
    name: 'Shiva',
    terms: ['shiva', 'mahādeva'],
    sources: ['Wikipedia (en), "Shiva": lead ("also known as Mahadeva")'],
  },
  {
    name: 'Krishna',
    terms: ['krishna', 'kishan', 'kanhaiya', 'kannan', 'govinda', 'gopāla'],
    sources: [
      'Wikipedia (en), "Krishna", section "Names and epithets" (Govinda, Gopala)',
      'Kalki Deepam, "Special names of Lord Krishna" (கண்ணன், Tamil)',
      'Hindi colloquial form किशन (Kishan), listed among the common spellings in issue 21',
    ],
  },
  {
    name: 'Vishnu',
    terms: ['vishnu', 'nārāyaṇa', 'perumāḷ', 'thirumāl'],
    sources: ['Wikipedia (en), "Vishnu": lead ("also known as Narayana")', 'Wikipedia (en), "Perumal (deity)"'],
  },
  {
    name: 'Hanuman',
    terms: ['hanumān', 'anuman', 'māruti', 'bajrangbali', 'bajrangabali', 'āñjaneya', 'āñjaneyar'],
    sources: [
      'Wikipedia (en), "Hanuman": lead ("also called Maruti, Bajrangabali and Anjaneya")',
      'Wikipedia (en), "Hanuman", section "Etymology and other names" (Anuman and Anjaneyar, Tamil)',
    ],
  },
  {
    name: 'Rama',
    terms: ['rāma', 'rāmachandra'],
    sources: ['Wikipedia (en), "Rama": lead ("also known as Ramachandra")'],
  },
  {
    name: 'Venkateswara',
    terms: ['venkateswara', 'venkatesha', 'bālājī'],
    sources: ['Wikipedia (en), "Venkateswara": lead (Balaji)'],
  },
  {
    name: 'Diwali',
    terms: ['diwali', 'divālī', 'dīpāvalī', 'deepavali', 'deepawali'],
    sources: ['Wikipedia (en), "Diwali": lead ("also called Deepavali")'],
  },
  {
    name: 'Krishna Janmashtami',
    terms: ['janmāṣṭamī', 'kṛṣṇāṣṭamī', 'gokulāṣṭamī'],
    sources: [
      'Wikipedia (en), "Krishna Janmashtami": lead ("also known simply as Krishnashtami, Janmashtami, or Gokulashtami")',
    ],
  },
  {
    name: 'Ganesh Chaturthi',
    terms: ['chaturthi', 'chavithi', 'ganeshotsav'],
    sources: ['Wikipedia (en), "Ganesh Chaturthi": lead (Vinayaka Chaturthi, Vinayaka Chavithi, Ganeshotsav)'],
  },
  {
    name: 'Maha Shivaratri',
    terms: ['śivarātri', 'shivratri', 'sivarathri'],
    sources: ['Wikipedia (en), "Maha Shivaratri" (spellings)'],
  },
  {
    name: 'Navaratri',
    terms: ['navarātri', 'navratri', 'navarathri'],
    sources: ['Wikipedia (en), "Navaratri": lead (spellings)'],
  },
  {
    name: 'Bhagavad Gita',
    terms: ['gītā', 'bhagavadgītā', 'geetha'],
    sources: ['Wikipedia (en), "Bhagavad Gita": lead ("often referred to as the Gita")'],
  },
  {
    name: 'Puja',
    terms: ['pūjā', 'pooja', 'পুজো'],
    sources: [
      'Wikipedia (en), "Puja (Hinduism)": lead (spellings puja, pooja)',
      "Bengali পুজো (pujo), the everyday form of পূজা, as the demo content's Bengali texts write it",
    ],
  },
  {
    name: 'Aarti',
    terms: ['āratī', 'aarti', 'arati'],
    sources: ['Wikipedia (en), "Aarti": lead (spellings)'],
  },
];
