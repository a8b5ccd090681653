import { Box, DataList, Heading, Text } from '@radix-ui/themes';
import type { MigrationReport } from '../../../domain/migration/migration-report';

function counts(report: MigrationReport): [string, number][] {
  return [
    ['Created', report.created],
    ['Updated', report.updated],
    ['Unchanged', report.unchanged],
    ['Failed', report.failed.length],
  ];
}

/** Every record's fate: the counts, and each failed record with its reason (nothing silently dropped). */
export function MigrationReportView({ report }: { report: MigrationReport }) {
  return (
    <Box>
      <Heading as="h2" size="3" mb="2">
        Report
      </Heading>
      <DataList.Root size="2">
        {counts(report).map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.Label>{label}</DataList.Label>
            <DataList.Value>{value}</DataList.Value>
          </DataList.Item>
        ))}
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
