import { safeParse, type $ZodType } from 'zod/v4/core';

/** Each field's first problem, by the field's path ('storeName', 'address.pin'), in the schema's words. */
export type FieldErrors = Readonly<Record<string, string>>;

/** A use case's answer to values its form's schema refuses: each field's message. Nothing was done. */
export type InvalidForm = { readonly kind: 'invalid'; readonly errors: FieldErrors };

/**
 * What a form's schema says of the values handed to a use case: the values as the schema gives them
 * back (trimmed …), or each field's first problem and the problems of the form as a whole (a check
 * with no field). The form reads the same schema through the formik bridge (ui/forms/formik-zod.ts):
 * one schema per form, so that the form and the use case cannot disagree.
 */
export type FormCheck<Parsed> =
  | { readonly ok: true; readonly value: Parsed }
  | { readonly ok: false; readonly fieldErrors: FieldErrors; readonly formErrors: readonly string[] };

export function checkForm<Parsed, Input>(schema: $ZodType<Parsed, Input>, values: Input): FormCheck<Parsed> {
  const result = safeParse(schema, values);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: Record<string, string> = {};
  const formErrors: string[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (path === '') formErrors.push(issue.message);
    else fieldErrors[path] ??= issue.message;
  }
  return { ok: false, fieldErrors, formErrors };
}
