import { getIn, setIn, type FormikErrors } from 'formik';
import { safeParse, type $ZodType } from 'zod/v4/core';

/**
 * Where an issue of the whole form goes (a schema check with no field path): formik counts any key,
 * so the form does not submit, and the form can show it above its buttons.
 */
export const FORM_ERROR = '';

/**
 * The one bridge between formik and the domain's zod schemas (full zod or zod/mini): a formik
 * `validate` that answers, for each field, the message of its first issue, nested as formik's
 * `errors` and `touched` are ('address.pin', 'items.0.size'). The messages are the spec's, written
 * in the schema; nothing is reworded here.
 */
export function toFormikValidate<Values>(schema: $ZodType<unknown, Values>): (values: Values) => FormikErrors<Values> {
  return (values) => {
    const result = safeParse(schema, values);
    if (result.success) return {};
    let errors: FormikErrors<Values> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path === '') {
        errors = { ...errors, [FORM_ERROR]: (errors as Record<string, unknown>)[FORM_ERROR] ?? issue.message };
      } else if (getIn(errors, path) === undefined) {
        errors = setIn(errors, path, issue.message);
      }
    }
    return errors;
  };
}
