import { Button, Dialog, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface PlannedFeatureButtonProps {
  label: string;
  /** A fuller name when the label alone is not unique ('Configure Email Notifications'). */
  ariaLabel?: string;
  icon?: ReactNode;
  /** The dialog's title and what the feature will do once it exists. */
  title: string;
  description: string;
  variant?: 'solid' | 'soft' | 'outline';
}

/**
 * A button of the spec whose feature does not exist yet (it needs orders or notifications): it
 * says what it will do, rather than doing nothing.
 */
export function PlannedFeatureButton({ label, ariaLabel, icon, title, description, variant = 'outline' }: PlannedFeatureButtonProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button variant={variant} color={variant === 'solid' ? undefined : 'gray'} highContrast={variant !== 'solid'} aria-label={ariaLabel}>
          {icon}
          {label}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="440px">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2">{description}</Dialog.Description>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
