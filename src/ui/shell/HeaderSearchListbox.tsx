import { observer } from 'mobx-react-lite';
import type { Suggestion } from '../../domain/catalogue/search';
import type { HeaderSearchViewModel } from './header-search-view-model';

/** The id of a suggestion, for the combobox's aria-activedescendant. */
export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

interface HeaderSearchListboxProps {
  id: string;
  vm: HeaderSearchViewModel;
  onChoose(suggestion: Suggestion): void;
}

/**
 * The suggestions under the search box. Focus stays in the box (the ARIA combobox pattern): the
 * active option is only pointed at, and a press on an option must not take the focus away, or
 * the box's blur would close the list before the click lands.
 */
export const HeaderSearchListbox = observer(function HeaderSearchListbox({ id, vm, onChoose }: HeaderSearchListboxProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Search suggestions"
      className="header-search__list"
      hidden={!vm.open}
      onMouseDown={(event) => event.preventDefault()}
    >
      {vm.open &&
        vm.suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === vm.activeIndex}
            className="header-search__option"
            onPointerMove={() => index === vm.activeIndex || vm.point(index)}
            onClick={() => onChoose(suggestion)}
          >
            <span className="header-search__title">{suggestion.title}</span>
            <span className="header-search__meta">
              {suggestion.categoryName} · {suggestion.brand}
            </span>
          </li>
        ))}
    </ul>
  );
});
