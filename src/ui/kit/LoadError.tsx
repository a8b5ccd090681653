import { Callout } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';

/** Said when a page's data could not be read (storage unavailable): what failed, and what to do. */
export function LoadError({ what }: { what: string }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>{what} could not be loaded. Please reload the page.</Callout.Text>
    </Callout.Root>
  );
}
