import { useNavigate, useParams } from 'react-router';
import { localize } from '../../../shared/lib/paths';
import { toast } from '../../../shared/ui/toast/toast-store';

/**
 * What a creator's item form does once saved: says so in a toast, then opens the next page (the
 * list, or the new item's next step) in the page's language.
 */
export function useAfterSave() {
  const { lang = 'en' } = useParams();
  const navigate = useNavigate();
  return async (message: string, path: string) => {
    toast.success(message);
    await navigate(localize(lang, path));
  };
}
