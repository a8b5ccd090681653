import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LOGGER, type Logger } from '../../application/ports/logger';
import { useService } from '../app/container-context';
import { useHydrated } from '../hooks/use-hydrated';
import { HOME_PATH } from '../app/paths';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logger = useService<Logger>(LOGGER);
  // 404.html, prerendered once, stands for every unknown address: the address shows once hydrated.
  const hydrated = useHydrated();

  useEffect(() => {
    logger.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [logger, pathname]);

  return (
    <Flex direction="column" align="center" gap="4" className="page page--centered">
      <Text className="not-found__code" aria-hidden>
        404
      </Text>
      <Heading as="h1" size="7">
        Page Not Found
      </Heading>
      <Text as="p" color="gray" align="center">
        We couldn&apos;t find {hydrated ? <code className="not-found__path">{pathname}</code> : 'this page'}. It may have moved, or the address may be
        mistyped.
      </Text>
      <Flex gap="3" wrap="wrap" justify="center">
        <Button asChild size="3">
          <Link to={HOME_PATH}>Back to Home</Link>
        </Button>
        <Button asChild size="3" variant="soft">
          <Link to={HOME_PATH}>Browse Products</Link>
        </Button>
        <Button size="3" variant="outline" onClick={() => navigate(-1)}>
          Go Back
        </Button>
      </Flex>
    </Flex>
  );
}
