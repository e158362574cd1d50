import 'i18next';
import type { EnglishResources } from './resources';

// Translation keys are checked by the type checker against the English files.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnglishResources;
    returnNull: false;
  }
}
