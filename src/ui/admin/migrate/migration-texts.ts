import { recordCount, type MigrationReport } from '../../../domain/migration/migration-report';

/**
 * What becomes of shoppers' passwords, said the same way wherever the migration is offered: this
 * browser keeps them only as salted hashes, which cannot become Supabase Auth passwords.
 */
export const MIGRATED_PASSWORDS_NOTE =
  "Passwords do not move: this browser keeps them only as hashes, which Supabase cannot use. After the migration, each shopper signs up again with the same name and phone number to choose a new password.";

/**
 * Why a migration did not complete, for the toast and the page: how many records failed and the
 * first one's reason (the page lists them all). Nothing was deleted from the browser then.
 */
export function failureSummary(report: MigrationReport): string {
  const [first] = report.failed;
  if (!first) return '';
  const count = report.failed.length === 1 ? '1 record' : `${report.failed.length} records`;
  return `${count} of ${recordCount(report)} could not be copied (${first.label}: ${first.reason}). Nothing was deleted from this browser.`;
}
