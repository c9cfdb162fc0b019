import { describe, expect, it } from 'vitest';
import { textParts } from '../../src/islands/dashboard/areas/messages/message-links.ts';

describe("links in a message's text", () => {
  it('makes web addresses links and leaves the rest as text', () => {
    expect(textParts('See https://example.com/tds?id=4 for the sheet')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/tds?id=4', href: 'https://example.com/tds?id=4' },
      { text: ' for the sheet' },
    ]);
    expect(textParts('www.lagoon.example')).toEqual([{ text: 'www.lagoon.example', href: 'https://www.lagoon.example/' }]);
    expect(textParts('No link here: 99.5% purity')).toEqual([{ text: 'No link here: 99.5% purity' }]);
  });

  it('leaves the punctuation that ends a sentence outside the link, but keeps a bracket the address opened', () => {
    expect(textParts('Read https://x.example/a.')).toEqual([
      { text: 'Read ' },
      { text: 'https://x.example/a', href: 'https://x.example/a' },
      { text: '.' },
    ]);
    expect(textParts('(see https://x.example/a)')).toEqual([
      { text: '(see ' },
      { text: 'https://x.example/a', href: 'https://x.example/a' },
      { text: ')' },
    ]);
    expect(textParts('https://en.wikipedia.example/wiki/Rutile_(mineral).')[0]).toEqual({
      text: 'https://en.wikipedia.example/wiki/Rutile_(mineral)',
      href: 'https://en.wikipedia.example/wiki/Rutile_(mineral)',
    });
  });

  it('never makes a link of another scheme, nor of markup', () => {
    expect(textParts('javascript:alert(1) data:text/html,<b>x</b>')).toEqual([{ text: 'javascript:alert(1) data:text/html,<b>x</b>' }]);
    expect(textParts('<a href="https://evil.example">x</a>')).toEqual([
      { text: '<a href="' },
      { text: 'https://evil.example', href: 'https://evil.example/' },
      { text: '">x</a>' },
    ]);
  });
});
