/** A file made in the browser for the admin to download: a CSV's text in the parts its pages came in. */
export interface ExportFile {
  readonly fileName: string;
  readonly parts: readonly string[];
}

/**
 * Saves the text `parts` as one file the browser downloads (a Blob of the parts as they are, never
 * joined into one string, behind a link clicked once), then lets the Blob go. The link is never in
 * the page: nothing flashes, nothing stays.
 */
export function downloadFile(fileName: string, parts: readonly string[], type: string): void {
  const url = URL.createObjectURL(new Blob([...parts], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.click();
  // The download has taken the Blob by the time the next task runs.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
