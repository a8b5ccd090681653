import { AlertDialog, Button, Dialog, Flex } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { PromotionForm } from './PromotionForm';
import type { PromotionsViewModel } from './promotions-view-model';

/** The Create / Edit Promotion dialog. */
export const PromotionFormDialog = observer(function PromotionFormDialog({ vm }: { vm: PromotionsViewModel }) {
  const { mode } = vm;
  const open = mode.kind !== 'closed';
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && vm.close()}>
      <Dialog.Content maxWidth="720px" className="admin-dialog">
        <Dialog.Title>{mode.kind === 'edit' ? 'Edit Promotion' : 'Create New Promotion'}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {mode.kind === 'edit' ? `Change ${mode.promotion.code}. Orders placed with it keep their discount.` : 'Fields marked * are required. A new code is active at once.'}
        </Dialog.Description>
        {open && (
          <PromotionForm
            key={mode.kind === 'edit' ? `edit-${mode.promotion.code}` : 'create'}
            mode={mode.kind === 'edit' ? 'edit' : 'create'}
            initialValues={vm.initialValues()}
            onSubmit={vm.submit}
            onCancel={vm.close}
          />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
});

/** Ending a code cannot be undone: the admin confirms it. */
export const EndPromotionDialog = observer(function EndPromotionDialog({ vm }: { vm: PromotionsViewModel }) {
  const promotion = vm.ending;
  return (
    <AlertDialog.Root open={promotion !== undefined} onOpenChange={(open) => !open && vm.cancelEnd()}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>End Promotion</AlertDialog.Title>
        <AlertDialog.Description size="2">
          End {promotion ? promotion.code : 'this code'}? Shoppers will be told it cannot be used. An ended promotion cannot be resumed.
        </AlertDialog.Description>
        <Flex justify="end" gap="3" mt="4">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" highContrast loading={vm.busyCode !== undefined} onClick={() => void vm.confirmEnd()}>
            End Promotion
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
});
