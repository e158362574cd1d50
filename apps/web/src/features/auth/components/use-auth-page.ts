import { isLanguage } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useScreenTitleKey } from '../../../shared/lib/route-handle';
import { afterLoginDestination, afterRegisterDestination } from '../../../shared/session/destinations';
import { sessionStore, type SessionUser } from '../../../shared/session/session-store';

/** What every account page needs: texts, language, page title, and where to go once signed in. */
export function useAuthPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { lang: rawLang } = useParams();
  const lang = isLanguage(rawLang) ? rawLang : 'en';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const title = t(`common:pages.${useScreenTitleKey()}`);
  const goOn = (user: SessionUser) =>
    navigate(afterLoginDestination(lang, user, params.get('redirect')), { replace: true });
  const goOnAfterRegister = (user: SessionUser) =>
    navigate(
      afterRegisterDestination(lang, { user, hasPractices: sessionStore.get().hasPractices }, params.get('redirect')),
      {
        replace: true,
      },
    );
  return { t, lang, params, title, goOn, goOnAfterRegister };
}
