import { Button, Flex, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { AUTHENTICATOR_CODE_DIGITS } from '../../../domain/sign-in/digit-codes';
import { FormTextField } from '../../forms/FormTextField';
import type { LoginViewModel } from './login-view-model';

/** The admin's second step: the 6-digit code of their authenticator app. */
export const TwoFactorStep = observer(function TwoFactorStep({ vm, onLoggedIn }: { vm: LoginViewModel; onLoggedIn: (path: string) => void }) {
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const path = await vm.verify();
    if (path) onLoggedIn(path);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Flex direction="column" gap="4">
        <Text as="p" size="2" color="gray">
          Enter the 6-digit code from your authenticator app.
        </Text>
        <FormTextField
          label="Authentication code"
          value={vm.code}
          onChange={(event) => vm.setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={AUTHENTICATOR_CODE_DIGITS}
          className="account-code"
        />
        <Flex gap="3" direction={{ initial: 'column', xs: 'row-reverse' }}>
          <Button type="submit" size="3" disabled={!vm.canVerify} loading={vm.verifying} className="account-card__grow">
            Verify
          </Button>
          <Button type="button" size="3" variant="soft" color="gray" onClick={vm.cancel} className="account-card__grow">
            Cancel
          </Button>
        </Flex>
      </Flex>
    </form>
  );
});
