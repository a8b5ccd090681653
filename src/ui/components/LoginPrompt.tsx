import { Button, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LOGIN_PATH, SIGN_UP_PATH } from '../app/paths';
import { EmptyState } from './EmptyState';

interface LoginPromptProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** Remembers this page, so that logging in (or signing up) comes back to it. */
  keepReturnPath: (path: string) => void;
}

/** Asks a visitor to log in or sign up, and brings them back here afterwards. */
export function LoginPrompt({ icon, title, children, keepReturnPath }: LoginPromptProps) {
  const { pathname, search } = useLocation();
  const keep = () => keepReturnPath(pathname + search);
  return (
    <EmptyState
      icon={icon}
      title={title}
      action={
        <Flex gap="3" wrap="wrap" justify="center">
          <Button asChild size="3">
            <Link to={LOGIN_PATH} onClick={keep}>
              Login
            </Link>
          </Button>
          <Button asChild size="3" variant="outline">
            <Link to={SIGN_UP_PATH} onClick={keep}>
              Sign Up
            </Link>
          </Button>
        </Flex>
      }
    >
      {children}
    </EmptyState>
  );
}
