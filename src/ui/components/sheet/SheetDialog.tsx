import { Dialog, Flex, IconButton } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import type { SheetProps } from './sheet-props';

/** A sheet on screens 768 px and wider: a dialog. Its content ends when it closes. */
export default function SheetDialog({ open, onOpenChange, returnFocusTo, title, description, closeLabel, maxWidth, dialogClassName, bodyClassName, children }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        maxWidth={maxWidth}
        className={dialogClassName}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <Flex justify="between" align="start" gap="3" mb="3">
          <div>
            <Dialog.Title mb="1">{title}</Dialog.Title>
            <Dialog.Description size="2" color="gray">
              {description}
            </Dialog.Description>
          </div>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label={closeLabel}>
              <Cross2Icon aria-hidden />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <div className={bodyClassName ? `sheet__body ${bodyClassName}` : 'sheet__body'}>{children}</div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
