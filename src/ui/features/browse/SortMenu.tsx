import { Select } from '@radix-ui/themes';
import { isSortKey, SORT_KEYS, SORT_LABELS, type SortKey } from '../../../domain/catalogue/browse';

export interface SortMenuProps {
  id: string;
  value: SortKey;
  onChange: (sort: SortKey) => void;
  /** Opened at once: the shopper pressed the stand-in trigger before this code arrived. */
  defaultOpen?: boolean;
}

/** The sort select itself (Radix Select, with its popper): loaded after the page, see SortSelect. */
export default function SortMenu({ id, value, onChange, defaultOpen }: SortMenuProps) {
  return (
    <Select.Root
      value={value}
      defaultOpen={defaultOpen}
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
