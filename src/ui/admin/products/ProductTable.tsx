import { Pencil1Icon, TrashIcon } from '@radix-ui/react-icons';
import { Flex, IconButton, Table, Text } from '@radix-ui/themes';
import { CATEGORY_NAMES } from '../../../domain/catalogue/category';
import type { Product } from '../../../domain/catalogue/product';
import { variantsToRestock } from '../../../domain/catalogue/variant-stock';
import { variantLabel } from '../../../domain/catalogue/variants';
import { formatRupees } from '../../../domain/money';
import { ProductThumb } from './ProductThumb';
import { StockStatus } from './StockStatus';

/** What to restock (variantsToRestock), under the product's stock figure. */
function SoldOutVariants({ product }: { product: Product }) {
  const out = variantsToRestock(product);
  if (out.length === 0) return null;
  return (
    <Text as="div" size="1" color="red">
      Out: {out.map(variantLabel).join('; ')}
    </Text>
  );
}

interface ProductTableProps {
  products: Product[];
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** One page of products: Product, Category, Price, Stock, Status, Actions (spec). Scrolls sideways in its own box. */
export function ProductTable({ products, onEdit, onDelete }: ProductTableProps) {
  return (
    <Table.Root variant="surface" className="admin-table">
      <caption className="visually-hidden">Products</caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Product</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Category</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Price</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Stock</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Actions</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {products.map((product) => (
          <Table.Row key={product.id} align="center">
            <Table.RowHeaderCell>
              <Flex align="center" gap="3" className="admin-table__product">
                <ProductThumb src={product.image} />
                <div>
                  <Text as="div" size="2" weight="medium" className="admin-table__title">
                    {product.title}
                  </Text>
                  <Text as="div" size="1" color="gray">
                    SKU: {product.sku}
                  </Text>
                </div>
              </Flex>
            </Table.RowHeaderCell>
            <Table.Cell>{CATEGORY_NAMES[product.category]}</Table.Cell>
            <Table.Cell>
              <Text as="div" weight="medium">
                {formatRupees(product.price)}
              </Text>
              {product.originalPrice > product.price && (
                <Text as="div" size="1" color="gray">
                  <s aria-label={`Original price ${formatRupees(product.originalPrice)}`}>{formatRupees(product.originalPrice)}</s>
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>
              {product.stock ?? '—'}
              <SoldOutVariants product={product} />
            </Table.Cell>
            <Table.Cell>
              <StockStatus stock={product.stock} />
            </Table.Cell>
            <Table.Cell>
              <Flex gap="2">
                <IconButton variant="soft" color="gray" highContrast aria-label={`Edit ${product.title}`} onClick={() => onEdit(product)}>
                  <Pencil1Icon aria-hidden />
                </IconButton>
                <IconButton variant="soft" color="red" aria-label={`Delete ${product.title}`} onClick={() => onDelete(product)}>
                  <TrashIcon aria-hidden />
                </IconButton>
              </Flex>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
