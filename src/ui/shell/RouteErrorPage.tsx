import { Button, Code, Flex, Heading } from '@radix-ui/themes';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { HOME_PATH } from '../app/paths';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's fallback when a page throws while loading or rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
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
