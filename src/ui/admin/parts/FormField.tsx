import { Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** Said under the field, linked to it (aria-describedby `${id}-hint`). */
  hint?: string;
  /** The field's error, when it is to be shown (aria-describedby `${id}-error`). */
  error?: string;
  children: ReactNode;
}

/** What `describedBy` the control inside a FormField should carry. */
export function describedBy(id: string, { hint, error }: { hint?: string; error?: string }): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** A label, the control, its hint and its error message. */
export function FormField({ id, label, required, hint, error, children }: FormFieldProps) {
  return (
    <div className="admin-field">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
        {required && <span aria-hidden> *</span>}
      </Text>
      {children}
      {hint && (
        <Text as="p" id={`${id}-hint`} size="1" color="gray">
          {hint}
        </Text>
      )}
      {error && (
        <Text as="p" id={`${id}-error`} size="1" color="red" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
