import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvFile, CSV_BOM, startsLikeFormula } from '../../../src/domain/reports/csv';
import { parseCsv } from '../../support/csv-parser';

const FORMULA_STARTS = ['=', '+', '-', '−', '@', '\t', '\r'];
/** Strings built from the characters that trouble a spreadsheet, and any string at all. */
const hostile = fc.oneof(
  fc.string({ unit: fc.constantFrom(...FORMULA_STARTS, '\n', '"', ',', ' ', 'a', '1', "'", '₹', 'क') }),
  fc.tuple(fc.constantFrom(...FORMULA_STARTS), fc.string()).map(([start, rest]) => start + rest),
  fc.string({ unit: 'grapheme' }),
);

/** What a guarded cell reads back as: the text, with the quote prefixed when it began like a formula. */
const guarded = (text: string) => (startsLikeFormula(text) ? `'${text}` : text);

describe('CSV cells (RFC 4180, formula-safe)', () => {
  it('quotes a quote, comma or line break, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(12)).toBe('12');
  });

  it('prefixes a single quote to a cell beginning with = + - − @, tab or carriage return', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('−1')).toBe("'−1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell("'quoted already")).toBe("'quoted already");
  });

  it('a file is UTF-8 text with a BOM, each record ended by CRLF', () => {
    expect(csvFile([['a', 'b'], ['1', '2']])).toBe(`${CSV_BOM}a,b\r\n1,2\r\n`);
    expect(new TextEncoder().encode(csvFile([['x']])).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('every cell round-trips through a CSV parser, and none begins with a formula character', () => {
    fc.assert(
      fc.property(fc.array(fc.array(hostile, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 }), (records) => {
        const text = csvFile(records);
        expect(text.startsWith(CSV_BOM)).toBe(true);
        const parsed = parseCsv(text.slice(CSV_BOM.length));
        expect(parsed).toEqual(records.map((record) => record.map(guarded)));
        for (const cell of parsed.flat()) expect(startsLikeFormula(cell)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
