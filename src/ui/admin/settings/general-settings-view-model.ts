import { inject, injectable } from 'inversify';
import { StoreSettingsService, type StoreSettingsSaveOutcome } from '../../../application/admin/store-settings-service';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import type { GeneralSettingsValues } from '../../../domain/settings/store-settings-form';
import { changeRefused, SETTINGS_NOT_SAVED, SETTINGS_SAVED } from '../parts/admin-notices';

/** The General Settings form's saves, and the toasts that say how each went. */
@injectable()
export class GeneralSettingsViewModel {
  constructor(
    @inject(StoreSettingsService) private readonly service: StoreSettingsService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  initialValues(): GeneralSettingsValues {
    const { storeName, holdMinutes } = this.service.current();
    return { storeName, holdMinutes: String(holdMinutes) };
  }

  /** Saves and says so; a field's rule is said at the field (the form shows `errors`), not in a toast. */
  async save(values: GeneralSettingsValues): Promise<StoreSettingsSaveOutcome> {
    const outcome = await this.service.save(values);
    if (outcome.kind === 'ok') this.notifier.success(SETTINGS_SAVED);
    else if (outcome.kind === 'not-saved' || outcome.kind === 'admin-only') this.notifier.error(changeRefused(outcome, SETTINGS_NOT_SAVED));
    return outcome;
  }
}
