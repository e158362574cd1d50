import type account from '../../locales/en/account.json';
import type admin from '../../locales/en/admin.json';
import type auth from '../../locales/en/auth.json';
import type bookings from '../../locales/en/bookings.json';
import type classes from '../../locales/en/classes.json';
import type community from '../../locales/en/community.json';
import type consoleTexts from '../../locales/en/console.json';
import type creator from '../../locales/en/creator.json';
import type devotion from '../../locales/en/devotion.json';
import type journeyOrganiser from '../../locales/en/journey-organiser.json';
import type legal from '../../locales/en/legal.json';
import type notifications from '../../locales/en/notifications.json';
import type poojas from '../../locales/en/poojas.json';
import type practice from '../../locales/en/practice.json';
import type retreats from '../../locales/en/retreats.json';
import type retreatHost from '../../locales/en/retreat-host.json';
import type reviews from '../../locales/en/reviews.json';
import type templeStaff from '../../locales/en/temple-staff.json';
import type travel from '../../locales/en/travel.json';
import type videos from '../../locales/en/videos.json';
import type waitlists from '../../locales/en/waitlists.json';
import common from '../../locales/en/common.json';

/**
 * English is the source of every key (typed through i18next.d.ts) and the fallback. Only `common`,
 * which every screen reads, is bundled; the other namespaces are fetched like the other languages'
 * when a screen first needs them, so the entry script carries 10 kB of texts instead of all of them.
 */
export const bundledEnglish = { common } as const;

export interface EnglishResources {
  common: typeof common;
  account: typeof account;
  admin: typeof admin;
  auth: typeof auth;
  bookings: typeof bookings;
  classes: typeof classes;
  community: typeof community;
  console: typeof consoleTexts;
  creator: typeof creator;
  devotion: typeof devotion;
  'journey-organiser': typeof journeyOrganiser;
  legal: typeof legal;
  notifications: typeof notifications;
  poojas: typeof poojas;
  practice: typeof practice;
  retreats: typeof retreats;
  'retreat-host': typeof retreatHost;
  reviews: typeof reviews;
  'temple-staff': typeof templeStaff;
  travel: typeof travel;
  videos: typeof videos;
  waitlists: typeof waitlists;
}

export type Namespace = keyof EnglishResources;
