import { isLanguage } from '@sangam/contracts';

/**
 * Where an item opens, in the language the inbox is read in: the API's address may carry the
 * language it was written for (`/hi/posts/12#comment-40`) or none (`/posts/12`); either way the
 * reader stays in the language they are using now.
 */
export function inboxHref(url: string, lang: string): string {
  const path = url.startsWith('/') ? url : `/${url}`;
  const [, first = ''] = /^\/([^/?#]*)/.exec(path) ?? [];
  const rest = isLanguage(first) ? path.slice(first.length + 1) : path;
  return `/${lang}${rest}`;
}
