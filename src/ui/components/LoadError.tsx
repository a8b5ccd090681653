import { Button, Callout } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';

/**
 * Said when a page's data could not be read (storage unavailable): what failed, and what to do:
 * Try again when the page can ask once more (`onRetry`), else reload the page.
 */
export function LoadError({ what, onRetry }: { what: string; onRetry?: () => void }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>
        {what} could not be loaded.{' '}
        {onRetry ? (
          <Button variant="ghost" size="1" onClick={onRetry}>
            Try again
          </Button>
        ) : (
          'Please reload the page.'
        )}
      </Callout.Text>
    </Callout.Root>
  );
}
