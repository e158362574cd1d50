import { useSearchParams } from 'react-router';
import { useBrowserZone } from '../../shared/lib/use-hydrated';
import { dateTimeFormat } from '../../shared/lib/intl-format';

const isZone = (zone: string) => {
  try {
    dateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * The visitor's zone for class times: `?tz=` when the visitor chose one (so a shared link shows the
 * same times), else the browser's. Changing it keeps the rest of the address.
 */
export function useVisitorZone(): [string, (zone: string) => void] {
  const [params, setParams] = useSearchParams();
  // The server's page shows its own zone; the browser's follows once the page is adopted.
  const browserZone = useBrowserZone();
  const asked = params.get('tz');
  const zone = asked && isZone(asked) ? asked : browserZone;
  const setZone = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === browserZone) copy.delete('tz');
        else copy.set('tz', next);
        return copy;
      },
      { replace: true },
    );
  return [zone, setZone];
}
