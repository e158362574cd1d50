import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders the small Markdown: bold, italic, lists, quotes, links and code', () => {
    const html = renderMarkdown(
      '**Om** and *shanti* `japa`\n\n- one\n- two\n\n1. first\n\n> a quote\n\n```\nmala\n```',
    );
    expect(html).toContain('<strong>Om</strong>');
    expect(html).toContain('<em>shanti</em>');
    expect(html).toContain('<code>japa</code>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol>\n<li>first</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<pre><code>mala\n</code></pre>');
  });

  it('marks every link as user content that leaves the site', () => {
    const html = renderMarkdown('[Aarti](https://example.org/aarti) and https://example.org/live');
    expect(html).toContain('<a href="https://example.org/aarti" rel="nofollow ugc noopener" target="_blank">Aarti</a>');
    expect(html).toContain('<a href="https://example.org/live" rel="nofollow ugc noopener" target="_blank">');
  });

  it('never lets an author run script: raw HTML is text and script addresses are not links', () => {
    for (const attack of [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '[x](javascript:alert(1))',
      '[x](JaVaScRiPt:alert(1))',
      '[x](data:text/html;base64,PHNjcmlwdD4=)',
      '[x](vbscript:msgbox(1))',
      '<svg onload=alert(1)>',
    ]) {
      const html = renderMarkdown(attack);
      expect(html, attack).not.toMatch(/<(script|img|svg)|href="(javascript|data|vbscript):/i);
      expect(html, attack).not.toMatch(/<a href="javascript/i);
    }
    expect(renderMarkdown('<b>x</b>')).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p>\n');
  });

  it('leaves headings, images, rules and tables as plain text', () => {
    const html = renderMarkdown('# Shout\n\n![pixel](https://tracker.example/p.png)\n\n---\n\n| a | b |\n|---|---|');
    expect(html).not.toMatch(/<(h1|img|hr|table)/);
    expect(html).toContain('# Shout');
  });
});
