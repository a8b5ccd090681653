import { Select } from '@radix-ui/themes';
import { isSortKey, SORT_KEYS, SORT_LABELS, type SortKey } from '../../../domain/catalogue/browse';

export interface SortMenuProps {
  id: string;
  value: SortKey;
  onChange: (sort: SortKey) => void;
}

/** The sort select itself (Radix Select, with its popper): loaded after the page, see SortSelect. */
export default function SortMenu({ id, value, onChange }: SortMenuProps) {
  return (
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
  );
}
