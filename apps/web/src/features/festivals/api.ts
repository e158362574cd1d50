import type { PanchangYear } from '@sangam/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/http-client';
import type { ReaderPlace } from '../../shared/location/reader-place';

/** The festival pages' query keys: a year's festivals at a place (null: the API's default place). */
const festivalKeys = {
  year: (year: number, place: ReaderPlace | null) =>
    ['festivals', year, place?.lat ?? null, place?.lon ?? null, place?.zone ?? null] as const,
};

/** A year's festivals of every region, at the reader's place (else Kolkata); a year never changes. */
export const festivalYearQuery = (year: number, place: ReaderPlace | null) =>
  queryOptions({
    queryKey: festivalKeys.year(year, place),
    queryFn: ({ signal }) =>
      api.get<PanchangYear>(
        `panchang/festivals/?year=${year}${
          place ? `&lat=${place.lat.toFixed(4)}&lon=${place.lon.toFixed(4)}&tz=${encodeURIComponent(place.zone)}` : ''
        }`,
        signal,
      ),
    staleTime: Infinity,
  });
