import {
  NAKSHATRAS,
  POOJA_LIMITS as L,
  isPhone,
  isPostalCode,
  type CreatePoojaBookingRequest,
  type PoojaDetail,
} from '@sangam/contracts';
import { readString, removeItem, writeString } from '../../shared/lib/storage';
import type { DevoteeMessageKey } from './messages';

/** The booking form as the devotee fills it (the day is kept in the page's address). */
export interface BookingDraft {
  devotee_name: string;
  gotra: string;
  nakshatra: string;
  sankalp: string;
  offering_ids: string[];
  prasad: boolean;
  address: {
    name: string;
    line1: string;
    line2: string;
    city: string;
    state: string;
    postal_code: string;
    country: string;
    phone: string;
  };
}

export const emptyDraft = (): BookingDraft => ({
  devotee_name: '',
  gotra: '',
  nakshatra: '',
  sankalp: '',
  offering_ids: [],
  prasad: false,
  address: { name: '', line1: '', line2: '', city: '', state: '', postal_code: '', country: 'India', phone: '' },
});

/** What the devotee pays: the pooja, the offerings chosen, and the prasad's posting when asked. */
export function totalOf(
  pooja: Pick<PoojaDetail, 'price_minor' | 'offerings' | 'prasad_price_minor'>,
  draft: BookingDraft,
) {
  const offerings = pooja.offerings
    .filter((o) => draft.offering_ids.includes(o.id))
    .reduce((sum, o) => sum + o.price_minor, 0);
  return pooja.price_minor + offerings + (draft.prasad ? pooja.prasad_price_minor : 0);
}

/**
 * The problems the API would find, by the field names it uses ('prasad_address.postal_code'), so they
 * show before sending and in the same places; the API checks everything again.
 */
export function draftProblems(draft: BookingDraft, day: string | null): Record<string, DevoteeMessageKey> {
  const problems: Record<string, DevoteeMessageKey> = {};
  if (!day) problems.day = 'day';
  const name = draft.devotee_name.trim();
  if (!name) problems.devotee_name = 'devoteeName';
  else if (name.length > L.devoteeNameMax) problems.devotee_name = 'devoteeNameTooLong';
  if (draft.gotra.trim().length > L.gotraMax) problems.gotra = 'gotra';
  if (draft.nakshatra && !(NAKSHATRAS as readonly string[]).includes(draft.nakshatra)) problems.nakshatra = 'nakshatra';
  if (draft.sankalp.trim().length > L.sankalpMax) problems.sankalp = 'sankalp';
  if (draft.prasad) {
    const a = draft.address;
    const at = (field: string) => `prasad_address.${field}`;
    if (!a.name.trim()) problems[at('name')] = 'addressName';
    if (!a.line1.trim()) problems[at('line1')] = 'addressLine';
    if (!a.city.trim()) problems[at('city')] = 'addressCity';
    if (!a.country.trim()) problems[at('country')] = 'addressCountry';
    if (!isPostalCode(a.postal_code, a.country)) problems[at('postal_code')] = 'postalCode';
    if (!isPhone(a.phone, a.country)) problems[at('phone')] = 'phone';
    for (const field of ['name', 'city', 'state'] as const)
      if (a[field].trim().length > L.addressPartMax) problems[at(field)] = 'addressTooLong';
    for (const field of ['line1', 'line2'] as const)
      if (a[field].trim().length > L.addressLineMax) problems[at(field)] = 'addressTooLong';
  }
  return problems;
}

/** The request for a day, without its idempotency key (the key is made from this). */
export function requestOf(draft: BookingDraft, day: string): Omit<CreatePoojaBookingRequest, 'idempotency_key'> {
  const trim = (text: string) => text.trim();
  return {
    day,
    devotee_name: trim(draft.devotee_name),
    gotra: trim(draft.gotra),
    nakshatra: draft.nakshatra as CreatePoojaBookingRequest['nakshatra'],
    sankalp: trim(draft.sankalp),
    offering_ids: draft.offering_ids,
    prasad: draft.prasad,
    prasad_address: draft.prasad
      ? (Object.fromEntries(Object.entries(draft.address).map(([k, v]) => [k, trim(v)])) as BookingDraft['address'])
      : null,
  };
}

const draftKey = (slug: string) => `sangam.pooja-draft.${slug}`;

/** A guest's form, kept for the tab while they sign in, so they come back to what they wrote. */
export function keepDraft(slug: string, draft: BookingDraft): void {
  writeString(draftKey(slug), JSON.stringify(draft), 'session');
}

/** The form kept before signing in (once: it is then forgotten), or null. */
export function takeDraft(slug: string): BookingDraft | null {
  const raw = readString(draftKey(slug), 'session');
  if (raw === null) return null;
  removeItem(draftKey(slug), 'session');
  try {
    const value = JSON.parse(raw) as Partial<BookingDraft>;
    const empty = emptyDraft();
    if (!value || typeof value !== 'object') return null;
    return {
      ...empty,
      ...Object.fromEntries(
        (['devotee_name', 'gotra', 'nakshatra', 'sankalp'] as const).map((k) => [
          k,
          typeof value[k] === 'string' ? value[k] : '',
        ]),
      ),
      offering_ids: Array.isArray(value.offering_ids) ? value.offering_ids.filter((id) => typeof id === 'string') : [],
      prasad: value.prasad === true,
      address: { ...empty.address, ...(typeof value.address === 'object' ? value.address : {}) },
    };
  } catch {
    return null;
  }
}
