import { isLanguage, type Translations } from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { readerText } from '../lib/translations';
import type { Recipient } from './templates';

/*
 * Every kind's booking mails read the people they go to from `users` in the booking's statement,
 * one prefix a side (`guest_`, `host_`…): their address, the name they show (else their username)
 * and their language. These two keep the columns and the recipient made of them in step.
 */

/** The columns of the person `alias` (a join of `users`) as `<side>_email`, `<side>_name`, `<side>_language`. */
export const recipientColumns = (alias: string, side: string): SQL =>
  sql.raw(
    `${alias}.email as ${side}_email, coalesce(nullif(${alias}.display_name, ''), ${alias}.username) as ${side}_name, ` +
      `${alias}.preferred_language as ${side}_language`,
  );

/** The fields recipientColumns reads for a side, in the row's type. */
export type RecipientFields<S extends string> = Record<`${S}_email` | `${S}_name` | `${S}_language`, string>;

/**
 * An item's texts (`translations`, selected with the mail's row) as the recipient reads them: in
 * their language when translated, else the original (issue 21). A mail written in their language
 * should not name the class or retreat in another.
 */
export const recipientText = (to: Recipient, translations: Translations | null | undefined) =>
  readerText(isLanguage(to.language) ? to.language : undefined, translations);

/** The recipient a row's `side` columns (recipientColumns) name. */
export const recipientOf = <S extends string>(row: RecipientFields<S>, side: S): Recipient => ({
  email: row[`${side}_email`],
  name: row[`${side}_name`],
  language: row[`${side}_language`],
});
