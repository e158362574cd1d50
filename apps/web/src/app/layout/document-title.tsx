import { LANGUAGES } from '@sangam/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { appConfig } from '../../shared/lib/app-config';
import { pathAfterPrefix } from '../../shared/lib/paths';
import { useNamedItem } from '../../shared/lib/item-title';
import { useScreenTitleKey } from '../../shared/lib/route-handle';

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * The head of the current page: title `<label> | <page name> | <LANG>` (spec section 2), or
 * `<thing> · <label>` on a page about one thing once it has named it (item-title.ts), description,
 * canonical and alternate-language links. The server writes them for the first page; this keeps them
 * right as the person moves around. The Open Graph tags are the server's alone: link previews read
 * only the first HTML, where a page about one thing (a video, a temple) carries that thing's preview.
 */
export function DocumentTitle() {
  const { t } = useTranslation();
  const { lang = 'en' } = useParams();
  const { pathname } = useLocation();
  const key = useScreenTitleKey();
  const item = useNamedItem(pathname);
  const title = item
    ? `${item} · ${appConfig.label}`
    : `${appConfig.label} | ${t(`pages.${key}`)} | ${lang.toUpperCase()}`;
  const description = t(`descriptions.${key}`);

  useEffect(() => {
    document.title = title;
    setMeta('meta[name="description"]', 'content', description);
  }, [title, description]);

  useEffect(() => {
    const base = appConfig.publicUrl.replace(/\/$/, '');
    const rest = pathAfterPrefix(pathname);
    setMeta('link[rel="canonical"]', 'href', `${base}/${lang}${rest}`);
    for (const other of LANGUAGES)
      setMeta(`link[rel="alternate"][hreflang="${other}"]`, 'href', `${base}/${other}${rest}`);
    setMeta('link[rel="alternate"][hreflang="x-default"]', 'href', `${base}/en${rest}`);
  }, [lang, pathname]);
  return null;
}
