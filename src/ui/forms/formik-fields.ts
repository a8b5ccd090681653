import type { FormikProps } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * What a FormTextField needs from formik for one field: its value and handlers, and its message
 * once the field was left or the form submitted (not while it is first typed in).
 */
export function fieldProps<Values>(form: FormikProps<Values>, name: keyof Values & string) {
  const error = form.errors[name];
  return {
    name,
    value: String(form.values[name] ?? ''),
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: form.touched[name] && typeof error === 'string' ? error : undefined,
  };
}

/**
 * After a submit that validation stopped, the keyboard focus goes to the first field with a
 * message, so that it is read out and can be fixed at once.
 */
export function useFocusFirstInvalid(form: Pick<FormikProps<unknown>, 'submitCount' | 'isSubmitting' | 'isValid'>): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null);
  const handled = useRef(0);
  const { submitCount, isSubmitting, isValid } = form;
  useEffect(() => {
    // A submit ends (isSubmitting false again) once its validation is done: then the messages are
    // there. Once per submit, so that typing afterwards never moves the focus.
    if (submitCount > handled.current && !isSubmitting) {
      handled.current = submitCount;
      if (!isValid) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [submitCount, isSubmitting, isValid]);
  return ref;
}
