import cityTimezones from 'city-timezones';

export interface Place {
  city: string;
  country: string;
  timezone: string;
  lat: number;
  lon: number;
}

interface City {
  city: string;
  ascii: string;
  country: string;
  province: string;
  timezone: string;
  lat: number;
  lon: number;
  pop: number;
}

/** The bundled open data: about 7,300 cities with country, coordinates and IANA time zone. */
const CITIES: City[] = cityTimezones.cityMapping
  .filter((c) => c.timezone && Number.isFinite(c.lat) && Number.isFinite(c.lng))
  .map((c) => ({
    city: c.city,
    ascii: (c.city_ascii || c.city).toLowerCase(),
    country: c.country,
    province: c.province ?? '',
    timezone: c.timezone,
    lat: c.lat,
    lon: c.lng,
    pop: c.pop,
  }));

const toPlace = (c: City): Place => ({
  city: c.city,
  country: c.country,
  timezone: c.timezone,
  lat: c.lat,
  lon: c.lon,
});

/** Great-circle distance in km. */
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

/**
 * The nearest city to a coordinate, with its country and time zone, from bundled data: no key and
 * no outside call. (A scan of a few thousand cities takes well under a millisecond.)
 */
export function nearestPlace(lat: number, lon: number): Place {
  let best = CITIES[0]!;
  let bestDistance = Infinity;
  for (const c of CITIES) {
    const d = distanceKm(lat, lon, c.lat, c.lon);
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return toPlace(best);
}

/** Cities whose name starts with (then contains) the text, the most populous first. */
export function searchCities(query: string, limit: number): Place[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const starts = CITIES.filter((c) => c.ascii.startsWith(q) || c.city.toLowerCase().startsWith(q));
  const contains = CITIES.filter(
    (c) => !starts.includes(c) && (c.ascii.includes(q) || c.city.toLowerCase().includes(q)),
  );
  return [...starts.sort((a, b) => b.pop - a.pop), ...contains.sort((a, b) => b.pop - a.pop)]
    .slice(0, limit)
    .map(toPlace);
}

/**
 * With MAPS_API_KEY, the maps service of spec section 7 answers the same question: a reverse
 * geocode for the locality and country, then the time zone of the coordinate.
 */
export async function mapsServicePlace(key: string, lat: number, lon: number): Promise<Place> {
  const base = 'https://maps.googleapis.com/maps/api';
  const geocode = (await (
    await fetch(`${base}/geocode/json?latlng=${lat},${lon}&key=${encodeURIComponent(key)}`, {
      signal: AbortSignal.timeout(5000),
    })
  ).json()) as {
    status: string;
    results: Array<{ types: string[]; address_components: Array<{ long_name: string; types: string[] }> }>;
  };
  if (geocode.status !== 'OK') throw new Error(`geocode: ${geocode.status}`);
  const components = geocode.results.flatMap((r) => r.address_components);
  const city = components.find((c) => c.types.includes('locality'))?.long_name;
  const country = components.find((c) => c.types.includes('country'))?.long_name;
  const zone = (await (
    await fetch(
      `${base}/timezone/json?location=${lat},${lon}&timestamp=${Math.floor(Date.now() / 1000)}&key=${encodeURIComponent(key)}`,
      {
        signal: AbortSignal.timeout(5000),
      },
    )
  ).json()) as { status: string; timeZoneId?: string };
  if (!city || !country || zone.status !== 'OK' || !zone.timeZoneId)
    throw new Error('maps service: no locality or time zone');
  return { city, country, timezone: zone.timeZoneId, lat, lon };
}
