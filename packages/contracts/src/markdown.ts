import MarkdownIt from 'markdown-it';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';

/**
 * The small Markdown members write posts and comments in (issue 26): bold, italic, lists, quotes,
 * links and code, nothing else. markdown-it renders it with raw HTML off, so whatever an author
 * types (a script tag, an onerror attribute) arrives escaped as text, and its link check refuses
 * javascript:, vbscript:, file: and data: addresses. Headings, tables, images and rules are off:
 * a comment cannot shout, lay out a page or load a picture from a stranger's server.
 *
 * The API renders stored text with it (`content_html`); the composers' preview loads it on demand
 * (`@sangam/contracts/markdown`), so the same rules show before and after posting.
 */
const markdown = new MarkdownIt('zero', { html: false, linkify: true, breaks: true }).enable([
  'paragraph',
  'newline',
  'emphasis',
  'list',
  'blockquote',
  'link',
  'autolink',
  'linkify',
  'backticks',
  'code',
  'fence',
  'escape',
  'entity',
]);

/** `@name` as members write a mention: a username (letters, digits, dots, underscores) not inside a word or address. */
export const MENTION_PATTERN = /(?<![\w.@/])@([A-Za-z0-9_.]{3,30})/g;

/** The same, matched only where the inline parser stands. */
const MENTION_HERE = new RegExp(MENTION_PATTERN.source, 'y');

/** A mention's name without the full stop that ends a sentence ("thanks @meera."). */
export const mentionName = (raw: string) => raw.replace(/\.+$/, '');

/** The names an item's text mentions, each once, as written. */
export function mentionedNames(text: string): string[] {
  const names = new Map<string, string>();
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const name = mentionName(match[1]!);
    if (name.length >= 3 && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  return [...names.values()];
}

/**
 * `@name` of a person the item mentions becomes a link to their profile (`/u/name`, which the web
 * app puts in the reader's language); any other `@word` stays text.
 */
function mention(state: StateInline, silent: boolean): boolean {
  const start = state.pos;
  if (state.src.charCodeAt(start) !== 0x40 /* @ */) return false;
  MENTION_HERE.lastIndex = start;
  const match = MENTION_HERE.exec(state.src);
  if (!match) return false;
  const name = mentionName(match[1]!);
  const known = ((state.env as { mentions?: string[] }).mentions ?? []).find(
    (m) => m.toLowerCase() === name.toLowerCase(),
  );
  if (!known) return false;
  if (!silent) {
    state.push('link_open', 'a', 1).attrs = [
      ['href', `/u/${known}`],
      ['class', 'mention'],
    ];
    state.push('text', '', 0).content = `@${name}`;
    state.push('link_close', 'a', -1);
  }
  state.pos += 1 + name.length;
  return true;
}
markdown.inline.ruler.push('mention', mention);

// Links leave the site as user content: not endorsed, no window handle back to our page. A
// mention is our own page and opens in place.
const renderLink = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  if (token.attrGet('class') !== 'mention') {
    token.attrSet('rel', 'nofollow ugc noopener');
    token.attrSet('target', '_blank');
  }
  return renderLink ? renderLink(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
};

/** A member's text as safe HTML; `mentions` are the names (resolved when it was written) that link. */
export function renderMarkdown(text: string, mentions: readonly string[] = []): string {
  return markdown.render(text, { mentions });
}
