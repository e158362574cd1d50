import { useSearchParams } from 'react-router';

/** The zone this browser lives in; times of classes are shown in it unless the visitor picks another. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const isZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
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
  const asked = params.get('tz');
  const zone = asked && isZone(asked) ? asked : browserTimeZone();
  const setZone = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === browserTimeZone()) copy.delete('tz');
        else copy.set('tz', next);
        return copy;
      },
      { replace: true },
    );
  return [zone, setZone];
}
