/**
 * What a shopper types in the login form's Name field: the account's name, or the mobile number they
 * signed up with (the store's sign-up asks for the number first). Written as people write numbers:
 * '98765 43210', '+91 98765 43210', '098765-43210'.
 */
export type LoginIdentifier = { readonly kind: 'phone'; readonly phone: string } | { readonly kind: 'name'; readonly name: string };

// An Indian mobile number: ten digits from 6 to 9, after an optional +91, 91 or 0.
const MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;

export function loginIdentifier(text: string): LoginIdentifier {
  const digits = text.trim().replace(/[\s-]/g, '');
  const mobile = MOBILE.exec(digits);
  return mobile ? { kind: 'phone', phone: mobile[1]! } : { kind: 'name', name: text };
}
