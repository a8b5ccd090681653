import { Flex, Heading, IconButton, Text, Theme } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { Drawer } from 'vaul';
import type { SheetProps } from './sheet-props';

/**
 * A sheet on screens narrower than 768 px: a bottom drawer, 85% of the screen's height, that a swipe
 * down (or the close button, or Escape) closes. vaul's code loads only here.
 */
export default function SheetDrawer({ open, onOpenChange, returnFocusTo, title, description, closeLabel, bodyClassName, repositionInputs, children }: SheetProps) {
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} repositionInputs={repositionInputs}>
      <Drawer.Portal>
        {/* The portal leaves the app's Theme element: this one gives the drawer the same tokens. */}
        <Theme accentColor="plum" grayColor="mauve" radius="medium">
          <Drawer.Overlay className="bottom-drawer__overlay" />
          <Drawer.Content
            className="bottom-drawer"
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
                    {title}
                  </Heading>
                </Drawer.Title>
                <Drawer.Description asChild>
                  <Text as="p" size="2" color="gray">
                    {description}
                  </Text>
                </Drawer.Description>
              </div>
              <Drawer.Close asChild>
                <IconButton variant="ghost" color="gray" aria-label={closeLabel}>
                  <Cross2Icon aria-hidden />
                </IconButton>
              </Drawer.Close>
            </Flex>
            <div className={bodyClassName ? `sheet__body ${bodyClassName}` : 'sheet__body'}>{children}</div>
          </Drawer.Content>
        </Theme>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
