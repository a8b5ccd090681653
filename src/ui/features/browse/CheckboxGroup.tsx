import { Checkbox, Flex, Text } from '@radix-ui/themes';

export interface CheckboxOption<T> {
  value: T;
  label: string;
}

interface CheckboxGroupProps<T> {
  legend: string;
  options: readonly CheckboxOption<T>[];
  checked: readonly T[];
  onChange: (value: T, on: boolean) => void;
}

/** A titled set of checkboxes (brands, discounts); each label is part of its box's click target. */
export function CheckboxGroup<T extends string | number>({ legend, options, checked, onChange }: CheckboxGroupProps<T>) {
  return (
    <fieldset className="filter-group">
      <Text as="div" size="2" weight="bold" asChild>
        <legend className="filter-group__legend">{legend}</legend>
      </Text>
      <Flex direction="column" gap="1">
        {options.map((option) => (
          <Text as="label" size="2" key={option.value} className="filter-group__option">
            <Checkbox
              checked={checked.includes(option.value)}
              onCheckedChange={(state) => onChange(option.value, state === true)}
            />
            {option.label}
          </Text>
        ))}
      </Flex>
    </fieldset>
  );
}
