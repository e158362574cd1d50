import { LANGUAGE_NATIVE_NAMES, LANGUAGES, isLanguage, type Language } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { browserLanguage, forgetStoredLanguage, storeLanguage, storedLanguage } from '../../shared/i18n/language';
import { useBrowserValue } from '../../shared/lib/use-hydrated';
import { activateLanguage, i18n } from '../../shared/i18n/i18n';
import { pathAfterPrefix } from '../../shared/lib/paths';
import { Dropdown } from '../../shared/ui/dropdown/dropdown';
import { track } from '../../shared/tracking';
import { toast } from '../../shared/ui/toast/toast-store';

const OPTIONS = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NATIVE_NAMES[code], lang: code }));

/**
 * Switches the interface language and keeps the current page. The choice is stored and wins over
 * language prefixes of links followed later; clearing it returns to the browser's language.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  // The choice lives in this browser's storage: the server's page offers no clearing until adopted.
  const chosen = useBrowserValue(() => storedLanguage() !== null, false);
  const { t } = useTranslation();
  const { lang } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const current = isLanguage(lang) ? lang : 'en';
  const rest = pathAfterPrefix(`${location.pathname}${location.search}${location.hash}`);

  async function switchTo(next: Language, message: () => string) {
    track('language_selection', { from: current, to: next, place: 'switcher' });
    await navigate(`/${next}${rest}`);
    // The navigation may end before the new language is in use (the page's own address updates can
    // end it early while the texts and fonts load): the message is said in the new language.
    await activateLanguage(next);
    toast.success(message());
  }

  return (
    <Dropdown
      className={className}
      label={t('language.label')}
      hideLabel
      options={OPTIONS}
      value={current}
      clearable={chosen}
      clearLabel={t('language.clear')}
      onChange={(value) => {
        if (value === null) {
          forgetStoredLanguage();
          const next = browserLanguage() ?? 'en';
          void switchTo(next, () => i18n.t('language.cleared'));
        } else if (isLanguage(value)) {
          storeLanguage(value);
          void switchTo(value, () => i18n.t('language.changed', { language: LANGUAGE_NATIVE_NAMES[value] }));
        }
      }}
    />
  );
}
