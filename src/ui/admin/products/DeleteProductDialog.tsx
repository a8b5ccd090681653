import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import type { ProductEditorViewModel } from './product-editor-view-model';

interface DeleteProductDialogProps {
  editor: ProductEditorViewModel;
  onDeleted: () => void;
}

/** Spec: Delete needs the 'Confirm Delete' dialog accepted. */
export const DeleteProductDialog = observer(function DeleteProductDialog({ editor, onDeleted }: DeleteProductDialogProps) {
  const product = editor.deleting;
  const confirm = async () => {
    const outcome = await editor.confirmDelete();
    if (outcome?.kind === 'ok') onDeleted();
  };
  return (
    <AlertDialog.Root open={product !== undefined} onOpenChange={(open) => !open && editor.cancelDelete()}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>Confirm Delete</AlertDialog.Title>
        <AlertDialog.Description size="2">
          Are you sure you want to delete {product ? `“${product.title}”` : 'this product'}? It will no longer show in the store. This cannot be undone.
        </AlertDialog.Description>
        <Flex justify="end" gap="3" mt="4">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" highContrast loading={editor.deleteBusy} onClick={() => void confirm()}>
            Delete
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
});
