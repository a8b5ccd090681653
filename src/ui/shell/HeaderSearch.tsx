import { TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useContainer, useService } from '../app/container-context';
import { searchTextOf } from '../app/paths';
import { HeaderSearchViewModel } from './header-search-view-model';
import { HeaderSearchListbox, optionId } from './HeaderSearchListbox';
import { loadSuggestionSource } from './search-suggestions-source';
import './header-search.css';

export const SEARCH_PLACEHOLDER = 'Search for products, brands and more';

/** The header's search box: a combobox with suggestions while typing; Enter searches. */
export const HeaderSearch = observer(function HeaderSearch() {
  const vm = useService(HeaderSearchViewModel);
  const container = useContainer();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Read from the location, not useSearchParams: that hook would add to the first load for one value.
  const q = searchTextOf(search);
  const listId = useId();

  useEffect(() => vm.syncWithLocation(pathname, q), [vm, pathname, q]);

  const engaged = vm.engaged;
  useEffect(() => {
    if (!engaged) return;
    let current = true;
    loadSuggestionSource(container).then(
      (source) => current && vm.connect(source),
      // Offline or a stale deploy: no suggestions, but Enter still opens the search page.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [engaged, container, vm]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault(); // the caret stays where it is
      vm.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' && vm.open) {
      // Only the list closes; with it closed, Escape is the search field's own (it clears the text).
      event.preventDefault();
      vm.close();
    }
  };

  return (
    <form
      role="search"
      className="site-header__search header-search"
      onSubmit={(event) => {
        event.preventDefault();
        const path = vm.submit();
        if (path) void navigate(path);
      }}
    >
      <TextField.Root
        className="header-search__field"
        size="2"
        type="search"
        placeholder={SEARCH_PLACEHOLDER}
        aria-label="Search products"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={vm.open}
        aria-controls={listId}
        aria-activedescendant={vm.active ? optionId(listId, vm.activeIndex) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        value={vm.text}
        onChange={(event) => vm.input(event.target.value)}
        onFocus={vm.focus}
        onBlur={vm.close}
        onKeyDown={onKeyDown}
      >
        <TextField.Slot>
          <MagnifyingGlassIcon aria-hidden height="16" width="16" />
        </TextField.Slot>
      </TextField.Root>
      <HeaderSearchListbox id={listId} vm={vm} onChoose={(suggestion) => void navigate(vm.choose(suggestion))} />
      <div role="status" className="visually-hidden">
        {vm.announcement}
      </div>
    </form>
  );
});
