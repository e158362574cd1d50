import { localize, paths } from '../../../shared/lib/paths';

/** The Inquiries tab of Retreat Bookings (the header's Inquiries link goes here too). */
export const INQUIRIES_TAB = 'inquiries';
export const inquiriesPath = (lang: string) => `${localize(lang, paths.creatorRetreatBookings())}?tab=${INQUIRIES_TAB}`;
