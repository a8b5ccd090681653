import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useViewModel } from '../../app/container-context';
import { LocationPromptViewModel } from './location-prompt-view-model';

/**
 * 'Enable Location Access': asked once, a second after the first load (LocationPromptLauncher
 * fetches this code then). An alert dialog: it asks for an answer, and Escape counts as skipping.
 */
const LocationPrompt = observer(function LocationPrompt() {
  const vm = useViewModel(LocationPromptViewModel);
  return (
    <AlertDialog.Root open={vm.open} onOpenChange={(open) => !open && void vm.skip()}>
      <AlertDialog.Content maxWidth="420px">
        <AlertDialog.Title>Enable Location Access</AlertDialog.Title>
        <AlertDialog.Description size="2" mb="4">
          Allow location access to see delivery options and times for where you are. We use it only for that.
        </AlertDialog.Description>
        <Flex gap="3" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={vm.busy}>
              Skip for Now
            </Button>
          </AlertDialog.Cancel>
          <Button loading={vm.busy} onClick={() => void vm.allow()}>
            Allow Location Access
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
});

export default LocationPrompt;
