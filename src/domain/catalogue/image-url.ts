/**
 * An image the store may show: http:// or https:// (any case), or a path of this site ('/images/…').
 * Never another site's address written as a path: a browser reads '//host/…' and '/\host/…' as
 * host's, and drops tabs and line breaks first ('/<tab>/host/…' is '//host/…'). The database
 * checks the same rule (supabase/migrations/20261125120000_security_fixes.sql, which names this
 * rule's old home, domain/admin/product-form.ts). One rule for the admin's form and for every
 * product read back from storage (product-schema): a record written around the form (browser
 * storage edited by hand or by a script of the origin) must not put a `javascript:` or `data:`
 * address into an <img> either.
 */
export function isAcceptedImageUrl(url: string): boolean {
  const text = url.trim();
  if (/[\t\n\r]/.test(text)) return false;
  if (text.startsWith('/')) return !/^\/[/\\]/.test(text);
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}
