import { Badge, Button, Text } from '@radix-ui/themes';
import { MixerHorizontalIcon } from '@radix-ui/react-icons';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { BrowseControls } from './browse-controls';
import { LoadError } from '../../components/LoadError';
import { EmptyState } from '../../components/EmptyState';
import { FilterPanel } from './FilterPanel';
import { GridSkeleton } from './GridSkeleton';
import { resultCountText } from './result-count';
import { SortSelect } from './SortSelect';
import { useBrowseNavigation } from './use-browse-navigation';
import { useMediaQuery } from '../../hooks/use-media-query';
import { PagedProductGrid } from '../../components/PagedProductGrid';

/** Where the filters stand beside the results instead of behind their toggle (browse.css). */
const FILTERS_BESIDE_RESULTS = '(min-width: 768px)';

interface BrowseLayoutProps {
  controls: BrowseControls;
  /** The grid's accessible name. */
  label: string;
}

/**
 * Filters on the left (behind a toggle under 768 px), then the result count, the sort and the
 * grid. Every change goes through the address (see useBrowseNavigation).
 */
export const BrowseLayout = observer(function BrowseLayout({ controls, label }: BrowseLayoutProps) {
  useBrowseNavigation(controls);
  const panelId = useId();
  const headingId = useId();
  const { query, status } = controls;
  const active = controls.activeFilters;
  // A phone's closed panel is not built at all: its checkboxes and slider measure themselves when
  // mounted, which forced a layout inside the page's first render even though nothing showed.
  const showPanel = useMediaQuery(FILTERS_BESIDE_RESULTS) || controls.filtersOpen;

  return (
    <div className="browse">
      <div className="browse__filters" data-open={controls.filtersOpen}>
        <Button
          className="browse__toggle"
          variant="surface"
          color="gray"
          size="3"
          aria-expanded={controls.filtersOpen}
          aria-controls={panelId}
          onClick={controls.toggleFilters}
        >
          <MixerHorizontalIcon aria-hidden />
          Filters
          {active > 0 && (
            <>
              <Badge radius="full" variant="solid" aria-hidden>
                {active}
              </Badge>
              <span className="visually-hidden">({active} active)</span>
            </>
          )}
        </Button>
        <section id={panelId} className="browse__panel" aria-labelledby={headingId}>
          {showPanel && <FilterPanel controls={controls} headingId={headingId} />}
        </section>
      </div>

      <div className="browse__results">
        <div className="browse__toolbar">
          <Text as="p" size="2" color="gray" role="status" className="browse__count">
            {status === 'loading' && 'Loading products…'}
            {status === 'ready' && resultCountText(controls.products.length, controls.matching)}
          </Text>
          <SortSelect value={query.sort} onChange={controls.sortBy} />
        </div>

        {status === 'loading' && <GridSkeleton />}
        {status === 'error' && (
          <LoadError what="The products" />
        )}
        {status === 'ready' &&
          (controls.filteredOut ? (
            <EmptyState
              icon={<MixerHorizontalIcon width="32" height="32" />}
              title="No products match these filters."
              action={
                <Button size="3" onClick={controls.clearFilters}>
                  Clear filters
                </Button>
              }
            >
              Try a wider price range, another brand or a smaller discount.
            </EmptyState>
          ) : (
            <PagedProductGrid list={controls.grid} label={label} />
          ))}
      </div>
    </div>
  );
});
