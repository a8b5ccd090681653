import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Callout } from '@radix-ui/themes';
import { useLocation } from 'react-router-dom';

/** After a complete migration the page comes to /admin (spec §4) with its report, shown above the sections. */
export function MigrationDoneNotice() {
  const state: unknown = useLocation().state;
  const summary = typeof state === 'object' && state !== null && 'migrationSummary' in state ? state.migrationSummary : undefined;
  if (typeof summary !== 'string') return null;
  return (
    <Callout.Root color="green" role="status" mb="4">
      <Callout.Icon>
        <CheckCircledIcon />
      </Callout.Icon>
      <Callout.Text>Migration complete: {summary}.</Callout.Text>
    </Callout.Root>
  );
}
