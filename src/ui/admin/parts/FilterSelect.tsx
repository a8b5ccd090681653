import { Select, Text } from '@radix-ui/themes';

/** Radix's Select holds no empty value: 'any' stands for a filter left open. */
const ANY = 'any';

/**
 * One labelled filter of an admin table's filter bar: '' (the filter left open) shown as
 * `anyLabel`, or one of `options`.
 */
export function FilterSelect<V extends string>({
  id,
  className,
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  className: string;
  label: string;
  anyLabel: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V | '') => void;
}) {
  return (
    <div className={className}>
      <Text as="label" size="1" weight="medium" id={`${id}-label`}>
        {label}
      </Text>
      <Select.Root value={value || ANY} onValueChange={(chosen) => onChange(chosen === ANY ? '' : (chosen as V))}>
        <Select.Trigger aria-labelledby={`${id}-label`} id={id} />
        <Select.Content position="popper">
          <Select.Item value={ANY}>{anyLabel}</Select.Item>
          {options.map((option) => (
            <Select.Item key={option.value} value={option.value}>
              {option.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </div>
  );
}
