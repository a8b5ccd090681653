import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useViewModel } from '../../app/container-context';
import { nextTask } from '../../lib/next-task';
import { LocationPromptViewModel } from './location-prompt-view-model';

/**
 * 'Enable Location Access': asked once, a second after the first load (LocationPromptLauncher
 * fetches this code then). An alert dialog: it asks for an answer, and Escape counts as skipping.
 */
const LocationPrompt = observer(function LocationPrompt() {
  const vm = useViewModel(LocationPromptViewModel);
  const skipButton = useRef<HTMLButtonElement>(null);
  // Focus goes to Skip for Now, as an alert dialog's would, but in a task after the opening's: focusing
  // restyles and lays out the dialog, and with the opening it made one long task (118-143 ms at 4×
  // CPU on the product page; now 71-127 ms, then 3-38 ms for the focus).
  const focusSkipSoon = (event: Event) => {
    event.preventDefault();
    // The dialog itself (Radix dispatches the event on it); read now, as it is gone once the event is.
    const dialog = event.currentTarget as HTMLElement;
    void nextTask().then(() => {
      if (!dialog.contains(document.activeElement)) skipButton.current?.focus();
    });
  };
  return (
    <AlertDialog.Root open={vm.open} onOpenChange={(open) => !open && void vm.skip()}>
      <AlertDialog.Content maxWidth="420px" onOpenAutoFocus={focusSkipSoon}>
        <AlertDialog.Title>Enable Location Access</AlertDialog.Title>
        <AlertDialog.Description size="2" mb="4">
          Allow location access to see delivery options and times for where you are. We use it only for that.
        </AlertDialog.Description>
        <Flex gap="3" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button ref={skipButton} variant="soft" color="gray" disabled={vm.busy}>
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
