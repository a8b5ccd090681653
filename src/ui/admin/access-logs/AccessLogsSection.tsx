import { Badge, Button, Flex, Table, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useViewModel } from '../../app/container-context';
import { LoadError } from '../../components/LoadError';
import { formatDateTime } from '../parts/format-time';
import { SectionHeader } from '../parts/SectionHeader';
import { AccessLogsViewModel, type AccessLogRow } from './access-logs-view-model';

export const ACCESS_LOG_COLUMNS = ['Time', 'Device & Browser', 'IP Address', 'Actions'] as const;

const SignInActions = observer(function SignInActions({ row, vm }: { row: AccessLogRow; vm: AccessLogsViewModel }) {
  const { signIn } = row;
  if (signIn.endedAt !== undefined) {
    return (
      <Text size="2" color="gray">
        Ended <time dateTime={new Date(signIn.endedAt).toISOString()}>{formatDateTime(signIn.endedAt)}</time>
      </Text>
    );
  }
  return (
    <Flex gap="2" align="center" wrap="wrap">
      {signIn.current && (
        <Badge color="green" highContrast>
          Current
        </Badge>
      )}
      <Button
        size="1"
        variant="soft"
        color="red"
        loading={vm.endingId === signIn.id}
        onClick={() => void vm.signOut(row)}
        aria-label={signIn.current ? 'Sign out of this session (you)' : `Sign out the session of ${formatDateTime(signIn.time)}`}
      >
        Sign out
      </Button>
    </Flex>
  );
});

export const AccessLogsSection = observer(function AccessLogsSection() {
  const vm = useViewModel(AccessLogsViewModel);
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHeader title="Access Logs" description="The admin's sign-ins, newest first." />
      {vm.status === 'error' && <LoadError what="The access log" />}
      <Table.Root variant="surface" layout="fixed" className="admin-table admin-table--fit">
        <caption className="visually-hidden">Access log</caption>
        <Table.Header>
          <Table.Row>
            {ACCESS_LOG_COLUMNS.map((column) => (
              <Table.ColumnHeaderCell key={column}>{column}</Table.ColumnHeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {vm.status === 'ready' && vm.rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={ACCESS_LOG_COLUMNS.length}>
                <Text size="2" color="gray">
                  No sign-ins recorded yet.
                </Text>
              </Table.Cell>
            </Table.Row>
          )}
          {vm.rows.map((row) => (
            <Table.Row key={row.signIn.id}>
              <Table.Cell>
                <time dateTime={new Date(row.signIn.time).toISOString()}>{formatDateTime(row.signIn.time)}</time>
              </Table.Cell>
              <Table.Cell>{row.device}</Table.Cell>
              <Table.Cell>{row.ip}</Table.Cell>
              <Table.Cell>
                <SignInActions row={row} vm={vm} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </section>
  );
});
