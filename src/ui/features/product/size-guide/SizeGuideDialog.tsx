import { Dialog, Flex, IconButton } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { sizeChartOf } from '../../../../domain/catalogue/size-guide';
import { SizeChartTable } from './SizeChartTable';
import type { SizeGuideProps } from './size-guide-props';

/** The size guide on screens 768 px and wider: a dialog. */
export default function SizeGuideDialog({ category, open, onOpenChange, returnFocusTo }: SizeGuideProps) {
  const chart = sizeChartOf(category);
  if (!chart) return null;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        maxWidth="620px"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <Flex justify="between" align="start" gap="3" mb="3">
          <div>
            <Dialog.Title mb="1">Size guide: {chart.name}</Dialog.Title>
            <Dialog.Description size="2" color="gray">
              Find your size by your body’s measurements.
            </Dialog.Description>
          </div>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label="Close size guide">
              <Cross2Icon aria-hidden />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <SizeChartTable chart={chart} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
