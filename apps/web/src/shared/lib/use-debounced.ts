import { TIMING } from '@sangam/contracts';
import { useEffect, useState } from 'react';

/** The value once it has stopped changing for the search debounce (300 ms, spec section 9). */
export function useDebounced<T>(value: T, ms: number = TIMING.searchDebounceMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
