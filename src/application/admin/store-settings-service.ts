import { inject, injectable } from 'inversify';
import { storeNameProblem, type StoreSettingsValues } from '../../domain/settings/store-settings';
import { LOGGER, type Logger } from '../ports/logger';
import { NOTIFIER, type Notifier } from '../ports/notifier';
import { StorageWriteError } from '../ports/product-repository';
import { STORE_SETTINGS, type StoreSettings } from '../ports/store-settings';
import { SAVE_FAILED_TITLE, SETTINGS_SAVED } from './admin-notices';

/** The General Settings: the store's name, shown in the header, the footer and the tab titles. */
@injectable()
export class StoreSettingsService {
  constructor(
    @inject(STORE_SETTINGS) private readonly settings: StoreSettings,
    @inject(NOTIFIER) private readonly notifier: Notifier,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  current(): StoreSettingsValues {
    return this.settings.read();
  }

  /** Saves a valid store name (trimmed) and says so; answers whether it was saved. */
  async save(storeName: string): Promise<boolean> {
    const problem = storeNameProblem(storeName);
    if (problem) {
      this.notifier.error({ title: 'Error', description: problem });
      return false;
    }
    try {
      await this.settings.save({ storeName: storeName.trim() });
    } catch (error) {
      this.logger.error('The settings could not be saved.', error);
      const description = error instanceof StorageWriteError ? error.message : 'The settings could not be saved. Please try again.';
      this.notifier.error({ title: SAVE_FAILED_TITLE, description });
      return false;
    }
    this.notifier.success(SETTINGS_SAVED);
    return true;
  }
}
