import { inject, injectable } from 'inversify';
import { StoreSettingsService, type ShopIdentitySaveOutcome } from '../../../application/admin/store-settings-service';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { shopIdentityFormValues, type ShopIdentityFormValues } from '../../../domain/settings/shop-identity-form';
import { changeRefused, SETTINGS_NOT_SAVED, SETTINGS_SAVED } from '../parts/admin-notices';

/** The Business identity form's saves, and the toasts that say how each went (as the General Settings say theirs). */
@injectable()
export class BusinessIdentityViewModel {
  constructor(
    @inject(StoreSettingsService) private readonly service: StoreSettingsService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  async initialValues(): Promise<ShopIdentityFormValues> {
    return shopIdentityFormValues(await this.service.identity());
  }

  /** Saves and says so; a field's rule is said at the field (the form shows `errors`), not in a toast. */
  async save(values: ShopIdentityFormValues): Promise<ShopIdentitySaveOutcome> {
    const outcome = await this.service.saveIdentity(values);
    if (outcome.kind === 'ok') this.notifier.success(SETTINGS_SAVED);
    else if (outcome.kind === 'not-saved' || outcome.kind === 'admin-only') this.notifier.error(changeRefused(outcome, SETTINGS_NOT_SAVED));
    return outcome;
  }
}
