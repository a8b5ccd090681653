import { Flex, Text, TextField } from '@radix-ui/themes';
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import './form-text-field.css';

export interface FormTextFieldProps extends Omit<ComponentPropsWithoutRef<typeof TextField.Root>, 'id' | 'children' | 'prefix'> {
  label: string;
  /** The field's validation message: shown under it, and tied to the input for assistive technology. */
  error?: string;
  /** Shown inside the field before the text, such as '+91'. */
  prefix?: ReactNode;
  /** What the field expects ('FZ followed by 8 digits'): shown under it and read with it. */
  hint?: string;
}

/** A labelled Radix text field with its validation message under it. */
export function FormTextField({ label, error, prefix, hint, ...input }: FormTextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root
        size="3"
        {...input}
        id={id}
        color={error ? 'red' : input.color}
        className={[input.className, error && 'form-text-field--invalid'].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {prefix !== undefined && <TextField.Slot>{prefix}</TextField.Slot>}
      </TextField.Root>
      {hint && (
        <Text id={hintId} size="1" color="gray">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={errorId} size="2" color="red">
          {error}
        </Text>
      )}
    </Flex>
  );
}
