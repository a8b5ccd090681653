import { LockClosedIcon } from '@radix-ui/react-icons';
import { Badge, Button, Card, Code, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { AUTHENTICATOR_CODE_DIGITS } from '../../../domain/sign-in/digit-codes';
import { useViewModel } from '../../app/container-context';
import { FormTextField } from '../../forms/FormTextField';
import { TwoFactorSettingsViewModel } from './two-factor-settings-view-model';

const CodeField = observer(function CodeField({ vm, label }: { vm: TwoFactorSettingsViewModel; label: string }) {
  return (
    <FormTextField
      label={label}
      value={vm.code}
      onChange={(event) => vm.setCode(event.target.value)}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={AUTHENTICATOR_CODE_DIGITS}
      className="admin-code-field"
    />
  );
});

const SetupSteps = observer(function SetupSteps({ vm }: { vm: TwoFactorSettingsViewModel }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.verifyAndEnable();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <Text as="p" size="2">
          1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).
        </Text>
        <div className="admin-qr">
          {vm.qrCode && <img src={vm.qrCode} width={200} height={200} alt="QR code of the authenticator key for admin at Fashion Zone" />}
          {!vm.qrCode && !vm.qrError && <Skeleton width="200px" height="200px" />}
          {vm.qrError && (
            <Text size="2" color="red" role="alert">
              {vm.qrError}
            </Text>
          )}
        </div>
        <Text as="p" size="2">
          Or type this key into the app: <Code className="admin-secret" aria-label="Authenticator key">{vm.setup?.secret}</Code>
        </Text>
        <Text as="p" size="2">
          2. Enter the 6-digit code the app shows.
        </Text>
        <CodeField vm={vm} label="Verification code" />
        <Flex gap="3" wrap="wrap">
          <Button type="submit" disabled={!vm.canSubmitCode} loading={vm.busy}>
            Verify and Enable
          </Button>
          <Button type="button" variant="soft" color="gray" onClick={vm.cancelSetup}>
            Cancel
          </Button>
        </Flex>
      </Flex>
    </form>
  );
});

const EnabledStatus = observer(function EnabledStatus({ vm }: { vm: TwoFactorSettingsViewModel }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.turnOff();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <Text as="p" size="2">
          The admin's logins ask for a code from the authenticator app. To turn this off, enter a current code.
        </Text>
        <CodeField vm={vm} label="Current code" />
        <Flex>
          <Button type="submit" color="red" variant="soft" disabled={!vm.canSubmitCode} loading={vm.busy}>
            Turn Off Two-Factor Authentication
          </Button>
        </Flex>
      </Flex>
    </form>
  );
});

/** Settings' two-factor card: its status, the setup (secret, QR code, a code to confirm), turning it off. */
export const TwoFactorSettings = observer(function TwoFactorSettings() {
  const vm = useViewModel(TwoFactorSettingsViewModel);
  const phase = vm.phase;
  return (
    <Card className="admin-panel">
      <Flex direction="column" gap="3">
        <Flex align="center" gap="2" wrap="wrap">
          <LockClosedIcon aria-hidden />
          <Heading as="h2" size="4">
            Two-Factor Authentication
          </Heading>
          {phase === 'on' && (
            <Badge color="green" highContrast>
              Enabled
            </Badge>
          )}
          {(phase === 'off' || phase === 'setting-up') && (
            <Badge color="gray" highContrast>
              Not enabled
            </Badge>
          )}
          {phase === 'unreadable' && (
            <Badge color="red" highContrast>
              Unreadable
            </Badge>
          )}
        </Flex>
        {phase === 'loading' && <Skeleton height="32px" />}
        {vm && phase === 'off' && (
          <Flex direction="column" gap="3" align="start">
            <Text as="p" size="2">
              Two-factor authentication is not enabled. With it, logging in as admin also needs a code from an authenticator app.
            </Text>
            <Button onClick={() => void vm.beginSetup()} loading={vm.busy}>
              Set Up Two-Factor Authentication
            </Button>
          </Flex>
        )}
        {vm && phase === 'setting-up' && <SetupSteps vm={vm} />}
        {vm && phase === 'on' && <EnabledStatus vm={vm} />}
        {phase === 'unreadable' && (
          <Text as="p" size="2" color="red" role="alert">
            The two-factor record on this browser cannot be read, so admin logins are refused. The store's maintainer must reset
            two-factor (see the README, "Resetting two-factor").
          </Text>
        )}
      </Flex>
    </Card>
  );
});
