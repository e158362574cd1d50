import { PRODUCT_LABEL } from '@sangam/contracts';

/**
 * Settings of this deployment, written by the server into index.html's meta tags (so one build
 * serves any label). Read once.
 */
function meta(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || fallback;
}

export const appConfig = {
  label: meta('application-name', PRODUCT_LABEL),
  supportEmail: meta('support-email', 'support@sanatansangam.org'),
  /** The site's public address, for canonical and alternate links. */
  publicUrl: meta('public-url', typeof location === 'undefined' ? '' : location.origin),
  /** The version this bundle was built as; compared with /version.json at start. */
  version: __APP_VERSION__,
};
