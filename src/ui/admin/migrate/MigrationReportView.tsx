import { Box, DataList, Heading, Text } from '@radix-ui/themes';
import type { MigrationReport } from '../../../domain/migration/migration-report';

/** Every record's fate: the counts, and each failed record with its reason (nothing silently dropped). */
export function MigrationReportView({ report }: { report: MigrationReport }) {
  return (
    <Box>
      <Heading as="h2" size="3" mb="2">
        Report
      </Heading>
      <DataList.Root size="2">
        <DataList.Item>
          <DataList.Label>Created</DataList.Label>
          <DataList.Value>{report.created}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Updated</DataList.Label>
          <DataList.Value>{report.updated}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Unchanged</DataList.Label>
          <DataList.Value>{report.unchanged}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Failed</DataList.Label>
          <DataList.Value>{report.failed.length}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
      {report.failed.length > 0 && (
        <ul className="admin-migrate__failures" aria-label="Records not copied">
          {report.failed.map(({ label, reason }, index) => (
            <li key={`${label}-${index}`}>
              <Text size="2">
                <Text weight="bold">{label}</Text>: {reason}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
