import { CAMPAIGN_PARAMETERS, type CampaignParameter } from '@sangam/contracts';
import { STORAGE_KEYS, readString, writeString } from '../lib/storage';

export type Campaign = Record<CampaignParameter, string>;

const NONE: Campaign = { source: 'none', medium: 'none', campaign: 'none', content: 'none', term: 'none' };

/**
 * The five campaign parameters of the link that brought the visitor (utm_source…utm_term), 'none'
 * when absent (spec section 3). Kept for the browser session: a later page without them keeps
 * the first ones; a new campaign link replaces them.
 */
export function campaignFrom(search: string): Campaign {
  const query = new URLSearchParams(search);
  if (CAMPAIGN_PARAMETERS.some((name) => query.has(`utm_${name}`))) {
    const fresh = Object.fromEntries(
      CAMPAIGN_PARAMETERS.map((name) => [name, query.get(`utm_${name}`)?.slice(0, 100) || 'none']),
    ) as Campaign;
    writeString(STORAGE_KEYS.campaign, JSON.stringify(fresh), 'session');
    return fresh;
  }
  try {
    const stored = JSON.parse(readString(STORAGE_KEYS.campaign, 'session') ?? 'null') as Partial<Campaign> | null;
    if (stored && CAMPAIGN_PARAMETERS.every((name) => typeof stored[name] === 'string')) return stored as Campaign;
  } catch {
    // Corrupt: fall through to none.
  }
  return { ...NONE };
}
