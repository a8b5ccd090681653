import { DownloadIcon, MagnifyingGlassIcon, PlusIcon } from '@radix-ui/react-icons';
import { Button, Flex, TextField } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useService, useViewModel } from '../../app/container-context';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { downloadFile } from '../parts/download-file';
import { SectionHeader } from '../parts/SectionHeader';
import { CatalogueExportViewModel } from './catalogue-export-view-model';
import { DeleteProductDialog } from './DeleteProductDialog';
import { MigrateButton } from './MigrateButton';
import { ProductFormDialog } from './ProductFormDialog';
import { ProductTable } from './ProductTable';
import { ProductTableViewModel } from './product-table-view-model';
import { ProductEditorViewModel } from './product-editor-view-model';
import { TablePagination } from './TablePagination';

export const ProductsSection = observer(function ProductsSection() {
  const table = useViewModel(ProductTableViewModel);
  const editor = useService(ProductEditorViewModel);
  const exporter = useService(CatalogueExportViewModel);
  const nothing = table.status === 'ready' && table.total === 0;
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHeader
        title="Products"
        description="The store's catalogue: what is saved here is what shoppers see."
        actions={
          <>
            <MigrateButton />
            <Button
              variant="soft"
              loading={exporter.exporting}
              onClick={async () => {
                const file = await exporter.exportCsv();
                if (file) downloadFile(file.fileName, file.parts, 'text/csv;charset=utf-8');
              }}
            >
              <DownloadIcon aria-hidden />
              Export CSV
            </Button>
            <Button onClick={editor.openAdd}>
              <PlusIcon aria-hidden />
              Add Product
            </Button>
          </>
        }
      />
      <Flex direction="column" gap="3">
        <TextField.Root
          type="search"
          placeholder="Search by title, category or SKU"
          aria-label="Search products"
          value={table.search}
          onChange={(event) => void table.setSearch(event.target.value)}
          className="admin-search"
        >
          <TextField.Slot>
            <MagnifyingGlassIcon aria-hidden />
          </TextField.Slot>
        </TextField.Root>
        {table.status === 'error' && <LoadError what="The products" />}
        {nothing && (
          <EmptyState icon={<MagnifyingGlassIcon width={28} height={28} />} title="No products found">
            {table.search.trim() ? 'No product has this text in its title, category or SKU.' : 'Add a product to start the catalogue.'}
          </EmptyState>
        )}
        {table.status !== 'error' && !nothing && table.products.length > 0 && (
          <>
            <ProductTable products={table.products} onEdit={editor.openEdit} onDelete={editor.askDelete} />
            <TablePagination pager={table.pager} onPage={(page) => void table.goTo(page)} />
          </>
        )}
      </Flex>
      <ProductFormDialog editor={editor} onSaved={() => void table.reload()} />
      <DeleteProductDialog editor={editor} onDeleted={() => void table.reload()} />
    </section>
  );
});
