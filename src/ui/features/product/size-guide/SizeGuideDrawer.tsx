import { Flex, Heading, IconButton, Text, Theme } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { Drawer } from 'vaul';
import '../../../components/bottom-drawer.css';
import { sizeChartOf } from '../../../../domain/catalogue/size-guide';
import { SizeChartTable } from './SizeChartTable';
import type { SizeGuideProps } from './size-guide-props';

/** The size guide on screens narrower than 768 px: a bottom drawer that a swipe down, the close button or Escape closes. */
export default function SizeGuideDrawer({ category, open, onOpenChange, returnFocusTo }: SizeGuideProps) {
  const chart = sizeChartOf(category);
  if (!chart) return null;
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Portal>
        {/* The portal leaves the app's Theme element: this one gives the drawer the same tokens. */}
        <Theme accentColor="plum" grayColor="mauve" radius="medium">
          <Drawer.Overlay className="bottom-drawer__overlay" />
          <Drawer.Content
            className="bottom-drawer size-guide-drawer"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocusTo.current?.focus();
            }}
          >
            <Drawer.Handle className="bottom-drawer__handle" />
            <Flex justify="between" align="start" gap="3" mb="3">
              <div>
                <Drawer.Title asChild>
                  <Heading as="h2" size="5" mb="1">
                    Size guide: {chart.name}
                  </Heading>
                </Drawer.Title>
                <Drawer.Description asChild>
                  <Text as="p" size="2" color="gray">
                    Find your size by your body’s measurements.
                  </Text>
                </Drawer.Description>
              </div>
              <Drawer.Close asChild>
                <IconButton variant="ghost" color="gray" aria-label="Close size guide">
                  <Cross2Icon aria-hidden />
                </IconButton>
              </Drawer.Close>
            </Flex>
            <div className="size-guide-drawer__body">
              <SizeChartTable chart={chart} />
            </div>
          </Drawer.Content>
        </Theme>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
