import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { Button, Flex, Text } from '@radix-ui/themes';
import type { PageRange, PaginationItem } from '../../../domain/admin/pagination';

interface TablePaginationProps {
  page: number;
  pageCount: number;
  range: PageRange;
  links: PaginationItem[];
  onPage: (page: number) => void;
  /** What the table lists ('products' unless said: the orders and payments tables page the same way). */
  noun?: string;
}

/** 'Showing X to Y of Z products' (or orders, payments), Previous, up to 5 page links (and the last page), Next. */
export function TablePagination({ page, pageCount, range, links, onPage, noun = 'products' }: TablePaginationProps) {
  return (
    <Flex align="center" justify="between" gap="3" wrap="wrap" className="admin-pagination">
      <Text as="p" size="2" color="gray" role="status">
        Showing {range.from} to {range.to} of {range.total} {noun}
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
}
