import { Dialog } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import type { ProductFormValues } from '../../../domain/admin/product-form';
import { ProductForm } from './ProductForm';
import type { ProductEditorViewModel } from './product-editor-view-model';

interface ProductFormDialogProps {
  editor: ProductEditorViewModel;
  /** A product was added or updated: the table asks for its page again. */
  onSaved: () => void;
}

export const ProductFormDialog = observer(function ProductFormDialog({ editor, onSaved }: ProductFormDialogProps) {
  const { mode } = editor;
  const open = mode.kind !== 'closed';
  const submit = async (values: ProductFormValues) => {
    const outcome = await editor.submit(values);
    if (outcome?.kind === 'ok') onSaved();
    return outcome;
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && editor.close()}>
      <Dialog.Content maxWidth="720px" className="admin-dialog">
        <Dialog.Title>{mode.kind === 'edit' ? 'Edit Product' : 'Add Product'}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {mode.kind === 'edit' ? `Change the details of ${mode.product.title}.` : 'Fields marked * are required.'}
        </Dialog.Description>
        {open && (
          <ProductForm
            key={mode.kind === 'edit' ? `edit-${mode.product.id}` : 'add'}
            mode={mode.kind === 'edit' ? 'edit' : 'add'}
            initialValues={editor.initialValues()}
            existing={mode.kind === 'edit' ? mode.product : undefined}
            freshValues={editor.initialValues}
            skuFor={editor.skuFor}
            onSubmit={submit}
            onCancel={editor.close}
          />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
});
