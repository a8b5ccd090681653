/** A write the storage refused (quota, network, permissions); what was stored before is unchanged. */
export class StorageWriteError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageWriteError';
  }
}
