import { CheckCircledIcon, ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { Button, Callout, Card, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { ADMIN_PATH } from '../../app/paths';
import { useService } from '../../app/container-context';
import { PageHead } from '../../components/PageHead';
import { AdminLayout } from '../layout/AdminLayout';
import { MigrateViewModel } from './migrate-view-model';
import { MigrationReportView } from './MigrationReportView';
import { MIGRATED_PASSWORDS_NOTE } from './migration-texts';

/** /admin/migrate: copies this browser's users and products into Supabase (spec §2, §4). */
export const MigratePage = observer(function MigratePage() {
  const vm = useService(MigrateViewModel);
  const navigate = useNavigate();
  const start = async () => {
    const outcome = await vm.migrate('page');
    // The report goes along: /admin shows it above the sections.
    if (outcome?.kind === 'ok') navigate(ADMIN_PATH, { state: { migrationSummary: vm.summary } });
  };
  return (
    <AdminLayout>
      <PageHead title="Migrate to Supabase | Admin" />
      <section className="admin-section admin-migrate" aria-labelledby="migrate-title">
        <Card size="3">
          <Flex direction="column" gap="4">
            <div>
              <Heading as="h1" size="6" id="migrate-title">
                Migrate to Supabase
              </Heading>
              <Text as="p" size="2" color="gray" mt="2">
                Copies the users and products kept in this browser into the store&apos;s Supabase project. A second run creates
                nothing new. This browser&apos;s copies are deleted only when every record has arrived.
              </Text>
            </div>
            <Callout.Root color="blue" variant="surface">
              <Callout.Icon>
                <InfoCircledIcon />
              </Callout.Icon>
              <Callout.Text>{MIGRATED_PASSWORDS_NOTE}</Callout.Text>
            </Callout.Root>
            {vm.running && (
              <Flex direction="column" gap="2">
                <Progress value={vm.percent} max={100} aria-label="Records copied" />
                <Text size="2" color="gray" role="status">
                  {vm.progress && vm.progress.total > 0 ? `Copying records: ${vm.progress.done} of ${vm.progress.total}` : 'Reading the data kept in this browser…'}
                </Text>
              </Flex>
            )}
            {vm.status === 'not-configured' && (
              <Callout.Root color="amber" role="alert">
                <Callout.Icon>
                  <InfoCircledIcon />
                </Callout.Icon>
                <Callout.Text>{vm.message}</Callout.Text>
              </Callout.Root>
            )}
            {vm.status === 'failed' && (
              <Callout.Root color="red" role="alert">
                <Callout.Icon>
                  <ExclamationTriangleIcon />
                </Callout.Icon>
                <Callout.Text>Migration failed: {vm.message}</Callout.Text>
              </Callout.Root>
            )}
            {vm.status === 'migrated' && (
              <Callout.Root color="green" role="status">
                <Callout.Icon>
                  <CheckCircledIcon />
                </Callout.Icon>
                <Callout.Text>{vm.message}</Callout.Text>
              </Callout.Root>
            )}
            {vm.report && <MigrationReportView report={vm.report} />}
            <Flex gap="3" justify="end" wrap="wrap">
              <Button asChild variant="soft" color="gray">
                <Link to={ADMIN_PATH}>Cancel</Link>
              </Button>
              <Button disabled={vm.running} onClick={() => void start()}>
                {vm.running ? 'Migrating Data...' : 'Start Migration'}
              </Button>
            </Flex>
          </Flex>
        </Card>
      </section>
    </AdminLayout>
  );
});
