import { ChevronDownIcon, Flex, Text } from '@radix-ui/themes';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { SORT_LABELS, type SortKey } from '../../../domain/catalogue/browse';
import { lateComponent, useLateComponent } from '../../kit/use-late-component';
import { whenIdle } from '../../kit/when-idle';

// Radix Select brings its popper, scroll area and focus management (about 28 KiB gz): twice the
// rest of the page. Its code is fetched when the browser is idle after loading the page, or as soon
// as the shopper reaches for the stand-in, so that the products never wait for it.
export const sortMenuCode = lateComponent(() => import('./SortMenu').then((module) => module.default));

export function SortSelect({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) {
  const id = useId();
  const [wanted, setWanted] = useState(false);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  useEffect(() => (wanted ? undefined : whenIdle(() => setWanted(true))), [wanted]);
  const SortMenu = useLateComponent(sortMenuCode, wanted);
  // The real trigger replaces a stand-in that may have the keyboard focus: it takes the focus over.
  const standInFocused = useRef(false);
  useLayoutEffect(() => {
    if (SortMenu && standInFocused.current) document.getElementById(id)?.focus();
  }, [SortMenu, id]);
  return (
    <Flex align="center" gap="2" className="sort-select">
      <Text as="label" htmlFor={id} size="2" color="gray" className="sort-select__label">
        Sort by
      </Text>
      {SortMenu ? (
        <SortMenu id={id} value={value} onChange={onChange} defaultOpen={openOnArrival} />
      ) : (
        <SortTriggerStandIn
          id={id}
          label={SORT_LABELS[value]}
          onReach={() => setWanted(true)}
          onFocusChange={(focused) => {
            standInFocused.current = focused;
          }}
          onPress={() => {
            setWanted(true);
            setOpenOnArrival(true);
          }}
        />
      )}
    </Flex>
  );
}

/** Looks like the Select's trigger (same Radix Themes classes), so nothing moves when it is replaced. */
interface StandInProps {
  id: string;
  label: string;
  onReach: () => void;
  onPress: () => void;
  onFocusChange: (focused: boolean) => void;
}

function SortTriggerStandIn({ id, label, onReach, onPress, onFocusChange }: StandInProps) {
  return (
    <button
      id={id}
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      className="rt-reset rt-SelectTrigger rt-r-size-2 rt-variant-surface sort-select__trigger"
      onPointerEnter={onReach}
      onFocus={() => {
        onFocusChange(true);
        onReach();
      }}
      // Leaving by Tab clears it; being replaced by the real trigger (disconnected) does not.
      onBlur={(event) => event.currentTarget.isConnected && onFocusChange(false)}
      // The Select opens on pointer down: so does the wish here, in case the code lands mid-click.
      onPointerDown={onPress}
      onClick={onPress}
    >
      <span className="rt-SelectTriggerInner">
        <span>{label}</span>
      </span>
      <ChevronDownIcon className="rt-SelectIcon" aria-hidden />
    </button>
  );
}
