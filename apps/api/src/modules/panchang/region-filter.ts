import type { Festival } from '@sangam/contracts';
import { keptIn, type Region } from '@sangam/panchang/regions';

/** Whether a festival belongs to a list narrowed to `region` (every festival when none is asked). */
export const inRegion = (festival: Festival, region: Region | undefined) =>
  !region || keptIn(festival.regions as Region[], region);
