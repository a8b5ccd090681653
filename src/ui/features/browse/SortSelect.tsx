import { Flex, Skeleton, Text } from '@radix-ui/themes';
import { useEffect, useId, useState } from 'react';
import type { SortKey } from '../../../domain/catalogue/browse';
import { lateComponent, useLateComponent } from '../../hooks/use-late-component';
import { whenIdle } from '../../lib/when-idle';

// Radix Select brings its popper, scroll area and focus management, more than the rest of the
// category page's own code (docs/history/first-load.md has the figure). Its code is fetched
// when the browser is idle after loading the page, so that the products never wait for it; until
// then a skeleton of the trigger's size holds its place.
// A stand-in that looked like the trigger would have to copy Radix's private classes.
export const sortMenuCode = lateComponent(() => import('./SortMenu').then((module) => module.default));

export function SortSelect({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) {
  const id = useId();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const SortMenu = useLateComponent(sortMenuCode, idle);
  return (
    <Flex align="center" gap="2" className="sort-select">
      <Text as="label" htmlFor={id} size="2" color="gray" className="sort-select__label">
        Sort by
      </Text>
      {SortMenu ? <SortMenu id={id} value={value} onChange={onChange} /> : <Skeleton className="sort-select__placeholder" />}
    </Flex>
  );
}
