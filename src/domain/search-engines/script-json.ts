/** Characters that could end a <script> element, open a comment in it, or (in older JavaScript) a line. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON for the text of an HTML <script> element (JSON-LD): `<`, `>`, `&`, U+2028 and U+2029 are
 * written as \u escapes, so that no text an admin typed ('</script>', '<!--') can end the element
 * early, in server-rendered HTML as well as in the browser. JSON.parse reads the escapes back as the
 * same characters.
 */
export function scriptJson(value: object): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
