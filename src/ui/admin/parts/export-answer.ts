import type { AdminOnly } from '../../../application/outcomes';
import type { Notice, Notifier } from '../../../application/ports/notifier';
import { EXPORT_READY } from './admin-notices';
import { refused } from './admin-refusal';
import type { ExportFile } from './download-file';

/** An export's file, as the admin use cases answer it. */
export interface ExportReady extends ExportFile {
  readonly kind: 'ok';
}

/**
 * The file an admin's CSV export gives, said with its toast: ready; refused as not an admin's; or,
 * for any other outcome (not read, or its code did not load), the section's own `failed` notice.
 */
export function exportAnswer(outcome: ExportReady | AdminOnly | { readonly kind: string }, notifier: Notifier, failed: Notice): ExportFile | undefined {
  if (isReady(outcome)) {
    notifier.success(EXPORT_READY(outcome.fileName));
    return { fileName: outcome.fileName, parts: outcome.parts };
  }
  if (outcome.kind === 'admin-only') refused(notifier);
  else notifier.error(failed);
  return undefined;
}

function isReady(outcome: { readonly kind: string }): outcome is ExportReady {
  return outcome.kind === 'ok';
}
