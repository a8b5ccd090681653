import { Button, Code, Flex, Heading } from '@radix-ui/themes';
import { HOME_PATH } from '../app/paths';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What shows in place of a page (or of the whole shell) that threw while loading or rendering. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <Flex direction="column" align="center" gap="4" className="page page--centered" role="alert">
      <Heading as="h1" size="6">
        Unexpected Application Error!
      </Heading>
      <Code size="3" variant="soft" color="red" className="route-error__message">
        {messageOf(error)}
      </Code>
      <Button asChild variant="soft">
        <a href={HOME_PATH}>Back to Home</a>
      </Button>
    </Flex>
  );
}
