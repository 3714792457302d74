import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('turns http and https URLs into links and leaves the rest as text', () => {
    expect(linkify('see https://example.com/a?b=1, or http://x.test.')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: 'http://x.test', href: 'http://x.test/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links other schemes, and HTML stays text', () => {
    const text = 'javascript:alert(1) data:text/html,x <a href="https://evil.test">x</a> ftp://files.test';
    const parts = linkify(text);
    expect(parts.filter((p) => p.kind === 'link').map((p) => p.text)).toEqual(['https://evil.test']);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });
});
