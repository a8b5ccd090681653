import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../../src/domain/search-engines/script-json';

/** Text that tries to end a script element, open a comment in it, or break a line in old JavaScript. */
const hostile = fc.constantFrom('</script>', '</SCRIPT >', '<!--', '-->', '<script>', '&lt;', '\u2028', '\u2029', '<', '>', '&', '\\', '"', '</');
const text = fc.array(fc.oneof(fc.string({ unit: 'binary' }), hostile), { maxLength: 8 }).map((parts) => parts.join(''));
const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(text, tie('value'), { maxKeys: 4 })),
})).value;

describe('scriptJson', () => {
  it('reads back as the same value (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(text, json, { maxKeys: 5 }), (value) => {
        expect(JSON.parse(scriptJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('never holds a character that could end the script element or open a comment in it (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(text, json, { maxKeys: 5 }), (value) => {
        const embedded = scriptJson(value);
        expect(embedded).not.toMatch(/[<>&\u2028\u2029]/);
        expect(embedded).not.toContain('</');
      }),
    );
  });

  it("writes an admin's '</script>' in a product name as escapes", () => {
    const embedded = scriptJson({ name: 'Tee</script><script>alert(1)</script> & co' });
    expect(embedded).toBe('{"name":"Tee\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 co"}');
    expect(JSON.parse(embedded)).toEqual({ name: 'Tee</script><script>alert(1)</script> & co' });
  });
});
