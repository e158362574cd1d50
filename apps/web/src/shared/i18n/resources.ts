import account from '../../locales/en/account.json';
import admin from '../../locales/en/admin.json';
import auth from '../../locales/en/auth.json';
import classes from '../../locales/en/classes.json';
import common from '../../locales/en/common.json';
import community from '../../locales/en/community.json';
import creator from '../../locales/en/creator.json';
import devotion from '../../locales/en/devotion.json';
import legal from '../../locales/en/legal.json';
import poojas from '../../locales/en/poojas.json';
import practice from '../../locales/en/practice.json';
import retreats from '../../locales/en/retreats.json';
import travel from '../../locales/en/travel.json';
import videos from '../../locales/en/videos.json';

/** English, bundled: the source of every key (typed through i18next.d.ts) and the fallback. */
export const englishResources = {
  common,
  account,
  admin,
  auth,
  classes,
  community,
  creator,
  devotion,
  legal,
  poojas,
  practice,
  retreats,
  travel,
  videos,
} as const;

export type Namespace = keyof typeof englishResources;
export const NAMESPACES = Object.keys(englishResources) as Namespace[];
