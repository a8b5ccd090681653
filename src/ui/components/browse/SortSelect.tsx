import { Flex, Select, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { isSortKey, SORT_KEYS, SORT_LABELS, type SortKey } from '../../../domain/catalogue/browse';

export function SortSelect({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) {
  const id = useId();
  return (
    <Flex align="center" gap="2" className="sort-select">
      <Text as="label" htmlFor={id} size="2" color="gray" className="sort-select__label">
        Sort by
      </Text>
      <Select.Root
        value={value}
        onValueChange={(next) => {
          if (isSortKey(next)) onChange(next);
        }}
      >
        <Select.Trigger id={id} className="sort-select__trigger" />
        <Select.Content position="popper" align="end">
          {SORT_KEYS.map((key) => (
            <Select.Item key={key} value={key}>
              {SORT_LABELS[key]}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}
