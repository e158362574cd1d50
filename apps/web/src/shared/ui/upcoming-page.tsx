import { useTranslation } from 'react-i18next';
import type { EnglishResources } from '../i18n/resources';
import { UpcomingScreen } from './upcoming-screen';

type Resources = EnglishResources;
type FeatureNamespace = {
  [N in keyof Resources]: Resources[N] extends { upcoming: object } ? N : never;
}[keyof Resources];

/**
 * The page component of a screen whose feature is not built yet: the route's title and the
 * feature's own description of the screen (`<ns>:upcoming.<key>`). The feature's issue replaces
 * the page file with the real screen.
 */
export function upcomingPage<N extends FeatureNamespace>(ns: N, intro: keyof Resources[N]['upcoming'] & string) {
  function UpcomingPage() {
    // The key is checked by the signature above; i18next's own types cannot follow a generic namespace.
    const { t } = useTranslation(ns) as unknown as { t: (key: string) => string };
    return <UpcomingScreen intro={t(`upcoming.${intro}`)} />;
  }
  return UpcomingPage;
}
