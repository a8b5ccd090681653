import { UploadIcon } from '@radix-ui/react-icons';
import { AlertDialog, Button, Flex, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useService } from '../../app/container-context';
import { MigrateViewModel } from '../migrate/migrate-view-model';
import { MIGRATED_PASSWORDS_NOTE } from '../migrate/migration-texts';

/**
 * 'Migrate to Supabase' with its confirm dialog (spec): while it runs the button is disabled; on
 * success the page reloads to read the new data.
 */
export const MigrateButton = observer(function MigrateButton() {
  const vm = useService(MigrateViewModel);
  const start = async () => {
    const outcome = await vm.migrate('products');
    if (outcome?.kind === 'ok') window.location.reload();
  };
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button variant="outline" color="gray" highContrast disabled={vm.running}>
          <UploadIcon aria-hidden />
          {vm.running ? 'Migrating...' : 'Migrate to Supabase'}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>Migrate to Supabase</AlertDialog.Title>
        <AlertDialog.Description size="2">
          This copies the products and users kept in this browser into the store&apos;s Supabase project. Continue?
        </AlertDialog.Description>
        <Text as="p" size="2" color="gray" mt="2">
          {MIGRATED_PASSWORDS_NOTE}
        </Text>
        <Flex justify="end" gap="3" mt="4">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button onClick={() => void start()}>Migrate</Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
});
