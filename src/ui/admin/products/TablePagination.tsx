import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { Button, Flex, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import type { TablePager } from '../parts/table-pager';

interface TablePaginationProps {
  /** The table's page and what it lists (products, orders, payments, deliveries). */
  pager: TablePager;
  onPage: (page: number) => void;
}

/** 'Showing X to Y of Z products' (or orders, payments), Previous, up to 5 page links (and the last page), Next. */
export const TablePagination = observer(function TablePagination({ pager, onPage }: TablePaginationProps) {
  const { page, pageCount, links, noun } = pager;
  return (
    <Flex align="center" justify="between" gap="3" wrap="wrap" className="admin-pagination">
      <Text as="p" size="2" color="gray" role="status">
        {pager.showing}
      </Text>
      <nav aria-label={`Pages of ${noun}`}>
        <Flex asChild align="center" gap="1" wrap="wrap">
          <ul>
            <li>
              <Button variant="ghost" color="gray" highContrast disabled={page <= 1} onClick={() => onPage(page - 1)}>
                <ChevronLeftIcon aria-hidden />
                Previous
              </Button>
            </li>
            {links.map((link, i) =>
              link.kind === 'ellipsis' ? (
                <li key={`gap-${i}`} aria-hidden className="admin-pagination__gap">
                  …
                </li>
              ) : (
                <li key={link.page}>
                  <Button
                    variant={link.page === page ? 'solid' : 'soft'}
                    color={link.page === page ? undefined : 'gray'}
                    aria-current={link.page === page ? 'page' : undefined}
                    aria-label={`Page ${link.page}`}
                    className="admin-pagination__page"
                    onClick={() => onPage(link.page)}
                  >
                    {link.page}
                  </Button>
                </li>
              ),
            )}
            <li>
              <Button variant="ghost" color="gray" highContrast disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
                Next
                <ChevronRightIcon aria-hidden />
              </Button>
            </li>
          </ul>
        </Flex>
      </nav>
    </Flex>
  );
});
