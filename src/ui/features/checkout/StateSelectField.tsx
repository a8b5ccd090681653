import { Flex, Select, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { STATES, UNION_TERRITORIES } from '../../../domain/orders/indian-states';

interface StateSelectFieldProps {
  label: string;
  value: string;
  error?: string;
  onChange: (state: string) => void;
  /** The list closed: the field was visited (formik's touched). */
  onBlur: () => void;
}

/** The 28 states and 8 union territories, in two groups, with the field's message under it. */
export function StateSelectField({ label, value, error, onChange, onBlur }: StateSelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <Select.Root value={value} onValueChange={onChange} onOpenChange={(open) => !open && onBlur()} size="3">
        <Select.Trigger
          id={id}
          placeholder="Choose your state"
          className={error ? 'state-select state-select--invalid' : 'state-select'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Select.Content position="popper">
          <Select.Group>
            <Select.Label>States</Select.Label>
            {STATES.map((state) => (
              <Select.Item key={state} value={state}>
                {state}
              </Select.Item>
            ))}
          </Select.Group>
          <Select.Separator />
          <Select.Group>
            <Select.Label>Union Territories</Select.Label>
            {UNION_TERRITORIES.map((territory) => (
              <Select.Item key={territory} value={territory}>
                {territory}
              </Select.Item>
            ))}
          </Select.Group>
        </Select.Content>
      </Select.Root>
      {error && (
        <Text id={errorId} size="2" color="red">
          {error}
        </Text>
      )}
    </Flex>
  );
}
