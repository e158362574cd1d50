import {
  POOJA_LIMITS as L,
  type CreatePoojaRequest,
  type CreatorPooja,
  type UpdatePoojaRequest,
} from '@sangam/contracts';
import { minorToText, textToMinor, wholeIn } from '../../creator';
import { readTranslations, type TranslationsValue, translationsValue } from '../../../shared/ui/translations-fieldset';
import type { StaffMessageKey } from './messages';
import { rowId, type SentRows } from './rows';

/** The pooja form's values (typed text, amounts in the currency's units) and how they become the body. */

export interface OfferingRow {
  id: string;
  /** The stored offering's id, kept so bookings that name it still find it; '' for a new one. */
  offeringId: string;
  name: string;
  price: string;
}
export interface PoojaValues {
  name: string;
  purpose: string;
  description: string;
  price: string;
  currency: string;
  offerings: OfferingRow[];
  prasad_available: boolean;
  prasad_price: string;
  daily_limit: string;
  notice_days: string;
  position: string;
  published: boolean;
  /** Name, purpose and description in other languages. */
  translations: TranslationsValue;
}

/** A rule of the API, or the form's own: an amount typed as the currency is written. */
export type PoojaRule = StaffMessageKey | 'amount';

export const emptyOffering = (): OfferingRow => ({ id: rowId(), offeringId: '', name: '', price: '' });

/**
 * A new pooja's values: the API's defaults, and after the temple's other poojas in its order;
 * `language` is its temple's, in which its own texts are written.
 */
export function newPoojaValues(currency: string, position: number, language: string): PoojaValues {
  return {
    name: '',
    purpose: '',
    description: '',
    price: '',
    currency,
    offerings: [],
    prasad_available: true,
    prasad_price: '0',
    daily_limit: '20',
    notice_days: '1',
    position: String(Math.min(position, 1000)),
    published: true,
    translations: translationsValue('pooja', null, language),
  };
}

/** A stored pooja's values; `language` is its temple's, in which its own texts are written. */
export function poojaValues(pooja: CreatorPooja, language: string): PoojaValues {
  const money = (minor: number) => minorToText(minor, pooja.currency);
  return {
    name: pooja.name,
    purpose: pooja.purpose,
    description: pooja.description,
    price: money(pooja.price_minor),
    currency: pooja.currency,
    offerings: pooja.offerings.map((o) => ({
      id: rowId(),
      offeringId: o.id,
      name: o.name,
      price: money(o.price_minor),
    })),
    prasad_available: pooja.prasad_available,
    prasad_price: money(pooja.prasad_price_minor),
    daily_limit: String(pooja.daily_limit),
    notice_days: String(pooja.notice_days),
    position: String(pooja.position),
    published: pooja.published,
    translations: translationsValue('pooja', pooja.translations, language),
  };
}

export interface PoojaReading {
  /** The whole pooja, new or changed, with its translations when given or changed. */
  body: (CreatePoojaRequest & Pick<UpdatePoojaRequest, 'translations'>) | null;
  errors: Record<string, PoojaRule>;
  sent: SentRows;
}

/** The form's values checked by the API's own rules, and the body. */
export function readPooja(values: PoojaValues): PoojaReading {
  const errors: Record<string, PoojaRule> = {};
  const add = (key: string, rule: PoojaRule) => {
    errors[key] ??= rule;
  };
  const amount = (text: string, key: string) => {
    const minor = textToMinor(text, values.currency);
    if (minor === null) add(key, 'amount');
    else if (minor > L.priceMax) add(key, 'price');
    return minor ?? 0;
  };

  const name = values.name.trim();
  if (!name) add('name', 'name');
  else if (name.length > L.nameMax) add('name', 'max140');
  if (values.purpose.trim().length > L.purposeMax) add('purpose', 'max300');
  if (values.description.trim().length > L.descriptionMax) add('description', 'max4000');
  const price = amount(values.price, 'price_minor');
  if (!/^[A-Z]{3}$/.test(values.currency)) add('currency', 'currency');

  if (values.offerings.length > L.offeringsMax) add('offerings', 'tooManyOfferings');
  const offerings = values.offerings.map((row) => {
    const offeringName = row.name.trim();
    if (!offeringName) add(`offerings.${row.id}.name`, 'offeringName');
    else if (offeringName.length > L.offeringNameMax) add(`offerings.${row.id}.name`, 'max100');
    return {
      ...(row.offeringId ? { id: row.offeringId } : {}),
      name: offeringName,
      price_minor: amount(row.price, `offerings.${row.id}.price_minor`),
    };
  });
  // An empty posting price is free; without posting, the price is only kept for the day it is offered again.
  const prasadPrice = values.prasad_available
    ? amount(values.prasad_price.trim() || '0', 'prasad_price_minor')
    : (textToMinor(values.prasad_price, values.currency) ?? 0);
  const dailyLimit = wholeIn(values.daily_limit, L.dailyLimitMin, L.dailyLimitMax);
  if (dailyLimit === null) add('daily_limit', 'dailyLimit');
  const noticeDays = wholeIn(values.notice_days, 0, L.noticeDaysMax);
  if (noticeDays === null) add('notice_days', 'noticeDays');
  const position = wholeIn(values.position || '0', 0, 1000);
  if (position === null) add('position', 'position');

  const sent: SentRows = { offerings: values.offerings.map((r) => r.id) };
  if (Object.keys(errors).length) return { body: null, errors, sent };
  const translations = readTranslations('pooja', values.translations);
  return {
    body: {
      ...(translations ? { translations } : {}),
      name,
      purpose: values.purpose.trim(),
      description: values.description.trim(),
      price_minor: price,
      currency: values.currency,
      offerings,
      prasad_available: values.prasad_available,
      prasad_price_minor: prasadPrice,
      daily_limit: dailyLimit!,
      notice_days: noticeDays!,
      position: position!,
      published: values.published,
    },
    errors,
    sent,
  };
}
