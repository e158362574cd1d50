import {
  createPoojaRequestSchema,
  type CreatePoojaRequest,
  type CreatorPooja,
  type UpdatePoojaRequest,
} from '@sangam/contracts';
import { minorToText, textToMinor } from '../../creator';
import { readTranslations, type TranslationsValue, translationsValue } from '../../../shared/ui/translations-fieldset';
import type { FormRefusals, FormRule, StaffMessageKey } from './messages';
import { rowId, type SentRows } from './rows';
import { schemaRefusals } from './schema-rules';

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

export interface PoojaReading extends FormRefusals {
  /** The whole pooja, new or changed, with its translations when given or changed; null when refused. */
  body: (CreatePoojaRequest & Pick<UpdatePoojaRequest, 'translations'>) | null;
  sent: SentRows;
}

/**
 * The form's values as the body, checked by the contract's schema (the API's own rules, in its
 * sentences). The form keeps only what the schema cannot know: text that is not an amount, or not
 * a whole number, at all.
 */
export function readPooja(values: PoojaValues): PoojaReading {
  const own: Record<string, FormRule> = {};
  const amount = (text: string, key: string) => {
    const minor = textToMinor(text, values.currency);
    if (minor === null) own[key] ??= 'amount';
    return minor ?? 0;
  };
  const whole = (text: string, key: string, rule: StaffMessageKey) => {
    if (!/^\d+$/.test(text.trim())) own[key] ??= rule;
    return Number(text.trim());
  };

  const translations = readTranslations('pooja', values.translations);
  const body = {
    ...(translations ? { translations } : {}),
    name: values.name.trim(),
    purpose: values.purpose.trim(),
    description: values.description.trim(),
    price_minor: amount(values.price, 'price_minor'),
    currency: values.currency,
    offerings: values.offerings.map((row) => ({
      ...(row.offeringId ? { id: row.offeringId } : {}),
      name: row.name.trim(),
      price_minor: amount(row.price, `offerings.${row.id}.price_minor`),
    })),
    prasad_available: values.prasad_available,
    // An empty posting price is free; without posting, the price is only kept for the day it is offered again.
    prasad_price_minor: values.prasad_available
      ? amount(values.prasad_price.trim() || '0', 'prasad_price_minor')
      : (textToMinor(values.prasad_price, values.currency) ?? 0),
    daily_limit: whole(values.daily_limit, 'daily_limit', 'dailyLimit'),
    notice_days: whole(values.notice_days, 'notice_days', 'noticeDays'),
    position: whole(values.position || '0', 'position', 'position'),
    published: values.published,
  };

  const sent: SentRows = { offerings: values.offerings.map((r) => r.id) };
  const checked = createPoojaRequestSchema.safeParse(body);
  const refused = schemaRefusals(checked.error?.issues ?? [], sent);
  // The form's own finding first: "not an amount" says more than the schema's "not a number".
  const errors = { ...refused.errors, ...own };
  const sound = !Object.keys(errors).length && !Object.keys(refused.translations).length;
  return { body: sound ? body : null, errors, translations: refused.translations, sent };
}
