import { Button, Heading } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BrowseLayout } from './BrowseLayout';
import { EmptyState } from '../../components/EmptyState';
import { PageHead } from '../../components/PageHead';
import { useViewModel } from '../../app/container-context';
import { SearchViewModel } from './search-view-model';
import { HOME_PATH } from '../../app/paths';
import './browse.css';

export const SearchPage = observer(function SearchPage() {
  const { search } = useLocation();
  const vm = useViewModel(SearchViewModel);
  const { controls } = vm;

  // Before paint, so the first frame already shows the text searched for.
  useLayoutEffect(() => {
    void vm.show(search);
  }, [vm, search]);

  const heading = vm.text ? `Search results for "${vm.text}"` : 'Search';

  return (
    <div className="page browse-page">
      <PageHead title={heading} />
      <Heading as="h1" size={{ initial: '6', md: '7' }} className="browse-page__title">
        {heading}
      </Heading>
      {controls.status === 'idle' ? (
        <EmptyState icon={<MagnifyingGlassIcon width="32" height="32" />} title="What are you looking for?">
          Type a product, brand or category in the search box at the top of the page, then press Enter.
        </EmptyState>
      ) : controls.status === 'ready' && !controls.hasProducts ? (
        <EmptyState
          icon={<MagnifyingGlassIcon width="32" height="32" />}
          title={`No products match "${vm.text}".`}
          action={
            <Button asChild size="3" variant="soft">
              <Link to={HOME_PATH}>Back to Home</Link>
            </Button>
          }
        >
          Check the spelling, or try a more general word such as &quot;shirt&quot; or &quot;jeans&quot;.
        </EmptyState>
      ) : (
        <BrowseLayout controls={controls} label={`Results for "${vm.text}"`} />
      )}
    </div>
  );
});
