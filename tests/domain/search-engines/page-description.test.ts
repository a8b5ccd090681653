import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LENGTH, pageDescription } from '../../../src/domain/search-engines/page-description';

describe('pageDescription', () => {
  it('keeps a short text whole, its spaces and line breaks collapsed', () => {
    expect(pageDescription('  High quality tshirts\nwith great   comfort and style...  ')).toBe('High quality tshirts with great comfort and style...');
  });

  it('cuts a long text after the last whole word that fits, with an ellipsis', () => {
    const text = `${'word '.repeat(40)}end`;
    const description = pageDescription(text);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(description).toBe(`${'word '.repeat(32).trim()}…`);
    expect(pageDescription('Soft cotton, breathable, easy to wash', 20)).toBe('Soft cotton…');
  });

  it('cuts a single long word where it must', () => {
    expect(pageDescription('a'.repeat(200))).toBe(`${'a'.repeat(159)}…`);
  });

  it('is at most the length asked, and a beginning of the text cut at a word (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 400 }), fc.integer({ min: 10, max: 200 }), (text, max) => {
        const flat = text.replace(/\s+/g, ' ').trim();
        const description = pageDescription(text, max);
        expect(description.length).toBeLessThanOrEqual(max);
        if (flat.length <= max) {
          expect(description).toBe(flat);
          return;
        }
        expect(description.endsWith('…')).toBe(true);
        expect(flat.startsWith(description.slice(0, -1))).toBe(true);
      }),
    );
  });
});
