import { Button, Heading, Skeleton } from '@radix-ui/themes';
import { ArchiveIcon } from '@radix-ui/react-icons';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { BrowseLayout } from './BrowseLayout';
import { EmptyState } from '../../components/EmptyState';
import { useViewModel } from '../../app/container-context';
import { CategoryViewModel } from './category-view-model';
import { CategoryHead } from './CategoryHead';
import { HOME_PATH } from '../../app/paths';
import { usePrerendered } from '../../hooks/use-prerendered';
import './browse.css';

export const CategoryPage = observer(function CategoryPage() {
  const { name = '' } = useParams();
  const { search } = useLocation();
  const vm = useViewModel(CategoryViewModel);
  const { controls } = vm;
  // A prerendered page shows the category's first products in the default view from the first
  // render (its address's filters apply just after, below), then reads this browser's store.
  usePrerendered(`category:${name}`, () => vm.fetchFirst(name), (page) => vm.seed(name, page));

  // Before paint, so the first frame already shows this address's filters.
  useLayoutEffect(() => {
    void vm.show(name, search);
  }, [vm, name, search]);

  const loading = controls.status === 'loading';

  return (
    <div className="page browse-page">
      {!loading && vm.title && <CategoryHead vm={vm} />}
      <Heading as="h1" size={{ initial: '6', md: '7' }} className="browse-page__title">
        {/* The name comes with the products; until then a placeholder of the same height. */}
        <Skeleton loading={loading}>
          <span>{loading ? 'Loading category' : vm.title}</span>
        </Skeleton>
      </Heading>
      {controls.status === 'ready' && !controls.hasProducts ? (
        <EmptyState
          icon={<ArchiveIcon width="32" height="32" />}
          title="No products found in this category."
          action={
            <Button asChild size="3" variant="soft">
              <Link to={HOME_PATH}>Back to Home</Link>
            </Button>
          }
        >
          Have a look at the other categories, or at today&apos;s deals.
        </EmptyState>
      ) : (
        <BrowseLayout controls={controls} label={`${vm.title || 'Category'} products`} />
      )}
    </div>
  );
});
