import { Flex, Text, TextArea } from '@radix-ui/themes';
import { useId, type ComponentPropsWithoutRef } from 'react';

interface FormTextAreaProps extends Omit<ComponentPropsWithoutRef<typeof TextArea>, 'id'> {
  label: string;
  error?: string;
}

/** A labelled Radix text area with its validation message under it (as ui/forms/FormTextField). */
export function FormTextArea({ label, error, ...input }: FormTextAreaProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextArea
        size="3"
        rows={5}
        {...input}
        id={id}
        color={error ? 'red' : input.color}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <Text id={errorId} size="2" color="red">
          {error}
        </Text>
      )}
    </Flex>
  );
}
