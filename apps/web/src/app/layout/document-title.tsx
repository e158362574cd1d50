import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { appConfig } from '../../shared/lib/app-config';
import { useScreenTitleKey } from '../../shared/lib/route-handle';

/** `<label> | <page name> | <LANG>` (spec section 2). */
export function DocumentTitle() {
  const { t } = useTranslation();
  const { lang = 'en' } = useParams();
  const key = useScreenTitleKey();
  const title = `${appConfig.label} | ${t(`pages.${key}`)} | ${lang.toUpperCase()}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
