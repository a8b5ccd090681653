import { CheckCircledIcon, ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { ADMIN_PATH } from '../../app/paths';
import { useService } from '../../app/container-context';
import { useDocumentTitle } from '../../kit/use-document-title';
import { AdminLayout } from '../layout/AdminLayout';
import { MigrateViewModel } from './migrate-view-model';

/** /admin/migrate: copies this browser's users and products into Supabase (spec §2, §4). */
export const MigratePage = observer(function MigratePage() {
  const vm = useService(MigrateViewModel);
  const navigate = useNavigate();
  useDocumentTitle('Migrate to Supabase | Admin');
  const start = async () => {
    const outcome = await vm.migrate('page');
    if (outcome?.kind === 'migrated') navigate(ADMIN_PATH);
  };
  return (
    <AdminLayout>
      <section className="admin-section admin-migrate" aria-labelledby="migrate-title">
        <Card size="3">
          <Flex direction="column" gap="4">
            <div>
              <Heading as="h1" size="6" id="migrate-title">
                Migrate to Supabase
              </Heading>
              <Text as="p" size="2" color="gray" mt="2">
                Copies the users and products kept in this browser into the store&apos;s Supabase project, one record at a time.
                Records that cannot be copied are skipped.
              </Text>
            </div>
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
